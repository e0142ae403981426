import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { notFoundFile, prefixedNotFoundPages } from '@/lib/build/not-found';
import { notFoundSamples } from './not-found-samples';

/** The CloudFront Function exactly as it is uploaded: a plain script that defines handler(). */
const source = readFileSync(join(process.cwd(), 'docs/deploy/cloudfront-clean-urls.js'), 'utf8');

type QueryValue = { value?: string; multiValue?: { value?: string }[] };
type CloudFrontRequest = {
  method: string;
  uri: string;
  querystring: Record<string, QueryValue>;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
};
type CloudFrontRedirect = { statusCode: number; statusDescription: string; headers: Record<string, { value: string }> };
type CloudFrontEvent = { version: string; context: { eventType: string }; viewer: { ip: string }; request: CloudFrontRequest };

const handler = new Function(`${source}\nreturn handler;`)() as (event: CloudFrontEvent) => CloudFrontRequest | CloudFrontRedirect;

/** A viewer-request event shaped like the ones CloudFront passes (lower-case header names). */
function viewerRequest(uri: string, querystring: Record<string, QueryValue> = {}): CloudFrontEvent {
  return {
    version: '1.0',
    context: { eventType: 'viewer-request' },
    viewer: { ip: '198.51.100.7' },
    request: { method: 'GET', uri, querystring, headers: { host: { value: 'www.example.com' } }, cookies: {} },
  };
}

/** The uri the request goes on to S3 with; fails if the function answered with a redirect instead. */
function rewritten(uri: string): string {
  const result = handler(viewerRequest(uri));
  expect(result).not.toHaveProperty('statusCode');
  return (result as CloudFrontRequest).uri;
}

function redirect(uri: string, querystring: Record<string, QueryValue> = {}): CloudFrontRedirect {
  const result = handler(viewerRequest(uri, querystring));
  expect(result).toHaveProperty('statusCode');
  return result as CloudFrontRedirect;
}

describe('CloudFront clean-URL function', () => {
  it('is a plain script CloudFront can run: no module syntax, no for-of', () => {
    expect(source).toMatch(/^function handler\(event\) \{/m);
    expect(source).not.toMatch(/^\s*(import|export)\s/m);
    expect(source).not.toMatch(/\bfor\s*\(\s*(const|let|var)\s+\w+\s+of\b/);
  });

  it('serves the home page from index.html', () => {
    expect(rewritten('/')).toBe('/index.html');
  });

  it('serves a page from its .html file', () => {
    expect(rewritten('/about')).toBe('/about.html');
    expect(rewritten('/blog/able')).toBe('/blog/able.html');
    expect(rewritten('/services/oracle-saas-ai-agent')).toBe('/services/oracle-saas-ai-agent.html');
    expect(rewritten('/404')).toBe('/404.html');
  });

  it('leaves every file with an extension alone', () => {
    for (const uri of [
      '/_next/static/chunks/x.js',
      '/_next/static/css/0b790405d1f2d3e6.css',
      '/images/home/nextImageExportOptimizer/hero-erp-opt-750.WEBP',
      '/sitemap.xml',
      '/robots.txt',
      '/rss.xml',
      '/apple-touch-icon.png',
      '/media/training-session.mp4',
      '/blog/able.html',
      '/index.html',
    ]) {
      expect(rewritten(uri)).toBe(uri);
    }
  });

  it('rewrites in place, keeping the rest of the request', () => {
    const event = viewerRequest('/blog/able', { utm_source: { value: 'news' } });
    const result = handler(event) as CloudFrontRequest;
    expect(result.uri).toBe('/blog/able.html');
    expect(result.querystring).toEqual({ utm_source: { value: 'news' } });
    expect(result.headers.host).toEqual({ value: 'www.example.com' });
  });

  it('redirects a trailing slash to the page without it, permanently', () => {
    const result = redirect('/about/');
    expect(result.statusCode).toBe(301);
    expect(result.statusDescription).toBe('Moved Permanently');
    expect(result.headers.location).toEqual({ value: '/about' });
    expect(redirect('/blog/able/').headers.location!.value).toBe('/blog/able');
    expect(redirect('/blog/able//').headers.location!.value).toBe('/blog/able');
  });

  it('keeps the query string on the redirect, repeated and bare names included', () => {
    expect(redirect('/about/', { utm_source: { value: 'news' }, ref: { value: 'a%20b' } }).headers.location!.value).toBe('/about?utm_source=news&ref=a%20b');
    const repeated = { tag: { value: 'erp', multiValue: [{ value: 'erp' }, { value: 'hcm' }] }, preview: { value: '' } };
    expect(redirect('/blog/', repeated).headers.location!.value).toBe('/blog?tag=erp&tag=hcm&preview');
  });

  it('keeps a name without a value bare, however CloudFront hands it over', () => {
    expect(redirect('/about/', { a: { value: '' } }).headers.location!.value).toBe('/about?a');
    expect(redirect('/about/', { a: {} }).headers.location!.value).toBe('/about?a');
    expect(redirect('/about/', { a: { value: '1' }, b: {} }).headers.location!.value).toBe('/about?a=1&b');
    const mixed = { tag: { value: 'erp', multiValue: [{ value: 'erp' }, { value: '' }, {}] } };
    expect(redirect('/blog/', mixed).headers.location!.value).toBe('/blog?tag=erp&tag&tag');
  });

  it('never redirects off the site', () => {
    expect(redirect('//evil.example/').headers.location!.value).toBe('/evil.example');
    expect(redirect('//').headers.location!.value).toBe('/');
    expect(redirect('///evil.example//').headers.location!.value).toBe('/evil.example');
    expect(redirect('//evil.example/path/').headers.location!.value).toBe('/evil.example/path');
    expect(redirect('//evil.example/', { next: { value: '//evil.example' } }).headers.location!.value).toBe('/evil.example?next=//evil.example');
    // Percent-encoded slashes and backslashes stay encoded: a browser reads them as part of a path.
    expect(redirect('/%2F%2Fevil.example/').headers.location!.value).toBe('/%2F%2Fevil.example');
    expect(redirect('/%5Cevil.example/').headers.location!.value).toBe('/%5Cevil.example');
  });

  it('refuses with 400 a path holding a backslash or a control character, which a browser would read as a host', () => {
    // "/\evil.example" and "/<TAB>/evil.example" both resolve to https://evil.example/ in a browser.
    for (const uri of [
      '/\\evil.example/',
      '/\\/evil.example/',
      '/\t/evil.example/',
      '/\n/evil.example/',
      '/\r/evil.example/',
      '/about\\',
      '/about\u0000',
      '/about\u007f/',
      '/about\u001b',
    ]) {
      const result = handler(viewerRequest(uri)) as CloudFrontRedirect;
      expect(result.statusCode, JSON.stringify(uri)).toBe(400);
      expect(result.statusDescription).toBe('Bad Request');
      expect(result.headers ?? {}).not.toHaveProperty('location');
    }
  });

  it('refuses with 400 a redirect whose query holds a control character (no header splitting)', () => {
    const result = handler(viewerRequest('/about/', { q: { value: 'x\r\nset-cookie: a=b' } })) as CloudFrontRedirect;
    expect(result.statusCode).toBe(400);
    expect(result.headers ?? {}).not.toHaveProperty('location');
  });
});

/** The not-found function (Lambda@Edge, origin response) exactly as it is uploaded: a CommonJS module, given the fetch it would call. */
const notFoundSource = readFileSync(join(process.cwd(), 'docs/deploy/cloudfront-not-found.js'), 'utf8');
type OriginResponse = { status: string; statusDescription?: string; headers: Record<string, { key: string; value: string }[]>; body?: string };
type Fetch = (url: URL) => Promise<{ status: number; text(): Promise<string> }>;
function notFoundFunction(fetch: Fetch) {
  const exported = {} as { handler(event: unknown): Promise<OriginResponse>; notFoundPage(uri: string): string };
  new Function('exports', 'fetch', notFoundSource)(exported, fetch);
  return exported;
}

const DOMAIN = 'd111111abcdef8.cloudfront.net';
/** An origin-response event for S3's answer to the uri the clean-URL function sent on. */
const originResponse = (uri: string, status: string) => ({
  Records: [
    {
      cf: {
        config: { distributionDomainName: DOMAIN, eventType: 'origin-response' },
        request: { method: 'GET', uri, headers: {} },
        response: { status, headers: {} },
      },
    },
  ],
});

/** The files of a built site that matter here: a page in each language, and the not-found pages. */
const files = new Set([
  'index.html',
  'about.html',
  '404.html',
  ...prefixedNotFoundPages().flatMap(({ prefix, page }) => [`${prefix.slice(1)}.html`, `${prefix.slice(1)}/about.html`, `${page.slice(1)}.html`]),
]);

/**
 * A distribution in node: the clean-URL function on the viewer request, a private S3 bucket (403 for a
 * missing object) and the not-found function on the origin response, whose requests come back to this
 * same distribution. A page is answered with its file's name as the body.
 */
async function distribution(path: string): Promise<{ status: number; body: string }> {
  const request = handler(viewerRequest(path));
  if ('statusCode' in request) return { status: request.statusCode, body: '' };
  if (files.has(request.uri.slice(1))) return { status: 200, body: request.uri.slice(1) };
  const response = await throughDistribution.handler(originResponse(request.uri, '403'));
  return { status: Number(response.status), body: response.body ?? '' };
}
const throughDistribution = notFoundFunction(async (url) => {
  expect(url.host, 'the not-found function asks its own distribution only').toBe(DOMAIN);
  const answer = await distribution(url.pathname);
  return { status: answer.status, text: async () => answer.body };
});

describe('CloudFront not-found function', () => {
  it('is a CommonJS file Lambda runs as it is: no module syntax, no environment variables', () => {
    expect(notFoundSource).toMatch(/^exports\.handler = async function handler\(event\) \{/m);
    expect(notFoundSource).not.toMatch(/^\s*(import|export)\s/m);
    expect(notFoundSource).not.toContain('process.env');
  });

  it('answers every unknown address with the page lib/build/not-found.ts names for it, status 404', async () => {
    for (const [path, file] of notFoundSamples) expect(await distribution(path), path).toEqual({ status: 404, body: file });
    for (const [path, file] of notFoundSamples) expect(file).toBe(notFoundFile(path));
  });

  it("leaves the site's pages alone", async () => {
    for (const file of files) {
      const path = file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;
      expect(await distribution(path), path).toEqual({ status: 200, body: file });
    }
  });

  it("sends the page as HTML, kept a minute, and treats S3's 404 (a role that may list the bucket) as its 403", async () => {
    const [path, file] = notFoundSamples[0]!;
    const response = await throughDistribution.handler(originResponse(`${path}.html`, '404'));
    expect(response).toMatchObject({ status: '404', statusDescription: 'Not Found', body: file });
    expect(response.headers['content-type']).toEqual([{ key: 'Content-Type', value: 'text/html; charset=utf-8' }]);
    expect(response.headers['cache-control']).toEqual([{ key: 'Cache-Control', value: 'public, max-age=60' }]);
  });

  it("passes any other answer on untouched, and S3's own when the not-found page cannot be had", async () => {
    const refused: Fetch = async () => ({ status: 500, text: async () => 'down' });
    const never: Fetch = async () => expect.fail('no request for the root not-found page itself');
    for (const status of ['200', '304', '500', '503']) {
      const event = originResponse('/ar/about.html', status);
      expect(await notFoundFunction(never).handler(event)).toBe(event.Records[0]!.cf.response);
    }
    const down = originResponse('/no-such-page.html', '403');
    expect(await notFoundFunction(refused).handler(down)).toBe(down.Records[0]!.cf.response);
    const root = originResponse('/404.html', '403');
    expect(await notFoundFunction(never).handler(root)).toBe(root.Records[0]!.cf.response);
  });

  it("asks for a folder's page, falling back to the root's when that is the one missing, and never names another host", () => {
    const { notFoundPage } = notFoundFunction(async () => expect.fail('no request'));
    expect(notFoundPage('/no-such-page.html')).toBe('/404');
    expect(notFoundPage('/x/blog/no-such-post.html')).toBe('/x/404');
    expect(notFoundPage('/x/404.html')).toBe('/404');
    expect(notFoundPage('//evil.example/x.html')).toBe('/404');
  });
});
