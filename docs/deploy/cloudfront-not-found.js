// Lambda@Edge function (runtime nodejs22.x, region us-east-1), origin-response event, default cache
// behaviour: the not-found page of the address's language, with status 404 (see docs/deploy.md).
//
// The CloudFront Function (cloudfront-clean-urls.js) sends /ar/nope to S3 as /ar/nope.html; S3 has no
// such file and answers 403 (404 where the role may list the bucket). A CloudFront Function cannot
// choose the page: it runs before S3 answers, and the distribution's custom error responses name one
// page per status code for every address. So this function answers those errors itself:
//   /ar/nope.html, /ar/blog/x.html, /ar/x.png -> the body of /ar/404 (out/ar/404.html), status 404
//   /nope.html, /blog/nope.html               -> the body of /404 (out/404.html), status 404
// It asks the distribution for the first folder's not-found page (/ar/404); a folder without one
// (/blog/404) comes back from this same function as the root's page, so no language is named here:
// every folder of out/ with a 404.html gets it, which is the choice of lib/build/not-found.ts
// (tests/unit/cloudfront-clean-urls.test.ts runs both functions as a distribution and compares).
// Lambda@Edge has no environment variables; the distribution's own domain name comes with the event.
// CommonJS on purpose: the unit test evaluates the file as it is uploaded.

// The address of the not-found page for a missing object's path, or '' when the missing object is the
// root's not-found page itself (nothing left to fall back to).
function notFoundPage(uri) {
  if (uri === '/404.html') return '';
  // The first folder ('/ar' of '/ar/blog/x.html'): a named one, never '//host'.
  const folder = /^\/[^/]+(?=\/)/.exec(uri);
  // No folder, or the folder's own not-found page is the missing object: the root's (one extra request, never a loop).
  if (!folder || uri === folder[0] + '/404.html') return '/404';
  return folder[0] + '/404';
}

exports.notFoundPage = notFoundPage;

exports.handler = async function handler(event) {
  const cf = event.Records[0].cf;
  const response = cf.response;
  if (response.status !== '403' && response.status !== '404') return response;
  const page = notFoundPage(cf.request.uri);
  if (!page) return response;
  // The page as a visitor gets it: through the distribution, so from its cache after the first time.
  const answer = await fetch(new URL(page, 'https://' + cf.config.distributionDomainName));
  if (answer.status !== 200 && answer.status !== 404) return response;
  return {
    status: '404',
    statusDescription: 'Not Found',
    headers: {
      'content-type': [{ key: 'Content-Type', value: 'text/html; charset=utf-8' }],
      // As long as the distribution kept an error before (60 s), so a page published at the address shows soon.
      'cache-control': [{ key: 'Cache-Control', value: 'public, max-age=60' }],
    },
    body: await answer.text(),
  };
};
