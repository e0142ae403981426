// CloudFront Function (runtime cloudfront-js-2.0), viewer-request event, default cache behaviour.
// Maps the site's clean URLs onto the files `npm run build` writes into out/ (see docs/deploy.md):
//   /                    -> /index.html
//   /about               -> /about.html          (last segment has no dot)
//   /blog/able           -> /blog/able.html
//   /about/?utm=x        -> 301 to /about?utm=x  (one URL per page; query string kept)
//   /sitemap.xml, /_next/static/chunks/x.js, /images/.../x-opt-750.WEBP -> unchanged
// Unknown pages become /nope.html, which S3 (private bucket, OAC) answers with 403; the Lambda@Edge
// function cloudfront-not-found.js turns that into the not-found page of the address's language
// (/ar/nope -> out/ar/404.html, /nope -> out/404.html) with status 404. This function cannot: it runs
// before S3 answers.
// Never a redirect off the site:
//   //evil.example/      -> 301 to /evil.example (leading slashes collapsed: never "//host")
//   /\evil.example/      -> 400, and so any raw backslash or control character (TAB, LF, CR, NUL,
//                           DEL...) in the path: browsers read "/\host" and "/<TAB>/host" as "//host".
//                           Refused rather than cleaned up: no URL of the site has one, and a
//                           400 is plainer than guessing which page was meant.
//   /about/?q=<CR><LF>.. -> 400 (a control character in the query would split the Location header)
// Percent-encoded forms (%5C, %2F, %09) stay encoded in the Location; browsers keep them in the path.
// A query name without a value (?a, or ?a=) stays bare: /about/?a -> 301 to /about?a.
// Plain script on purpose: CloudFront runs the file as is, and the unit test evaluates it.
// Only what the runtime documents is used: const/let, plain for loops (no for-of), ES5 methods.

// Query string object of a CloudFront event back to "a=1&b=2&b=3". CloudFront hands over names
// and values as they arrived (still percent-encoded), so they are joined, not re-encoded. A name
// without a value (an empty or missing value, in value or in multiValue) is written bare: "a".
function queryString(querystring) {
  const parts = [];
  const names = Object.keys(querystring);
  for (let n = 0; n < names.length; n += 1) {
    const name = names[n];
    const param = querystring[name];
    const values = param.multiValue ? param.multiValue : [param];
    for (let i = 0; i < values.length; i += 1) {
      const value = values[i].value;
      parts.push(value ? name + '=' + value : name);
    }
  }
  return parts.join('&');
}

function badRequest() {
  return { statusCode: 400, statusDescription: 'Bad Request' };
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by name
function handler(event) {
  const request = event.request;
  const uri = request.uri;

  if (/[\\\u0000-\u001f\u007f]/.test(uri)) {
    return badRequest();
  }

  if (uri === '/') {
    request.uri = '/index.html';
    return request;
  }

  if (uri.charAt(uri.length - 1) === '/') {
    // Strip every trailing slash and collapse leading ones, so "//evil.example/" can never
    // become the protocol-relative redirect "//evil.example".
    const path = '/' + uri.replace(/^\/+/, '').replace(/\/+$/, '');
    const query = queryString(request.querystring || {});
    if (/[\u0000-\u001f\u007f]/.test(query)) {
      return badRequest();
    }
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
