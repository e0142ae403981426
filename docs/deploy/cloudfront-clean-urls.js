// CloudFront Function (runtime cloudfront-js-2.0), viewer-request event, default cache behaviour.
// Maps the site's clean URLs onto the files `npm run build` writes into out/ (see docs/deploy.md):
//   /                    -> /index.html
//   /about               -> /about.html          (last segment has no dot)
//   /blog/able           -> /blog/able.html
//   /about/?utm=x        -> 301 to /about?utm=x  (one URL per page; query string kept)
//   /sitemap.xml, /_next/static/chunks/x.js, /images/.../x-opt-750.WEBP -> unchanged
// Unknown pages become /nope.html, which S3 (private bucket, OAC) answers with 403; the
// distribution's custom error responses turn that into /404.html with status 404.
// Plain script on purpose: CloudFront runs the file as is, and the unit test evaluates it.
// Only what the runtime documents is used: const/let, plain for loops (no for-of), ES5 methods.

// Query string object of a CloudFront event back to "a=1&b=2&b=3". CloudFront hands over names
// and values as they arrived (still percent-encoded), so they are joined, not re-encoded.
function queryString(querystring) {
  const parts = [];
  const names = Object.keys(querystring);
  for (let n = 0; n < names.length; n += 1) {
    const name = names[n];
    const param = querystring[name];
    const values = param.multiValue ? param.multiValue : [param];
    for (let i = 0; i < values.length; i += 1) {
      const value = values[i].value;
      parts.push(value === '' ? name : name + '=' + value);
    }
  }
  return parts.join('&');
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by name
function handler(event) {
  const request = event.request;
  const uri = request.uri;

  if (uri === '/') {
    request.uri = '/index.html';
    return request;
  }

  if (uri.charAt(uri.length - 1) === '/') {
    // Strip every trailing slash and collapse leading ones, so "//evil.example/" can never
    // become the protocol-relative redirect "//evil.example".
    const path = '/' + uri.replace(/^\/+/, '').replace(/\/+$/, '');
    const query = queryString(request.querystring || {});
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: query ? path + '?' + query : path } },
    };
  }

  const lastSegment = uri.slice(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = uri + '.html';
  }
  return request;
}
