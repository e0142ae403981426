import { describe, expect, it, vi } from 'vitest';
import {
  cloudFrontHeadersPolicy,
  contentSecurityPolicy,
  cspReportUrl,
  headerRules,
  headersFile,
  headersFor,
  inlineScripts,
  parseHeadersFile,
  securityHeaders,
  speculationRules,
  vercelConfig,
} from '@/lib/build/security-headers';
import { allRoutes } from '@/lib/build/site-routes';
import { staticHtmlProblems } from '@/lib/build/static-html';

const page = [
  '<head><script>window.a=1</script><script src="/x.js"></script>',
  '<script type="application/ld+json">{"@type":"Thing"}</script></head>',
  '<body><script id="__NEXT_DATA__" type="application/json">{}</script><script type="module">import "/m.js"</script></body>',
].join('');

describe('static pages', () => {
  it('finds only the inline scripts a browser would execute', () => {
    expect(inlineScripts(page)).toEqual(['window.a=1', 'import "/m.js"']);
  });

  it("names each way a page could ship Next.js's runtime or inline code", () => {
    const nextPage = '<script src="/_next/static/chunks/main.js" defer=""></script><script id="__NEXT_DATA__" type="application/json">{}</script>';
    expect(staticHtmlProblems(nextPage).join(' | ')).toMatch(/loads Next\.js scripts \(\/_next\/static\/chunks\/main\.js\) \| carries __NEXT_DATA__/);
    expect(staticHtmlProblems(page).join(' | ')).toMatch(/2 inline executable script\(s\), starting "window\.a=1"/);
  });

  it('accepts module scripts by address and JSON data blocks', () => {
    const clean =
      '<script type="module" src="/_m/site-AB12.js"></script><script type="application/ld+json">{}</script><script type="application/json" data-island-props="">{}</script>';
    expect(staticHtmlProblems(clean)).toEqual([]);
  });
});

describe('the policy', () => {
  const policy = contentSecurityPolicy();
  const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

  it("allows scripts from the site and reCAPTCHA only (and the inline prefetch rules, and search's WebAssembly): no hashes, never unsafe-inline or eval", () => {
    expect(directive('script-src')).toBe(
      "script-src 'self' 'inline-speculation-rules' 'wasm-unsafe-eval' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(policy).not.toMatch(/sha256|unsafe-inline'[^;]*script|script-src[^;]*'unsafe-/);
  });

  it("admits no worker: search runs Pagefind on the page's thread", () => {
    expect(directive('worker-src')).toBe("worker-src 'none'");
  });

  it('lets the static contact form post to Formspree', () => {
    expect(directive('form-action')).toBe("form-action 'self' https://formspree.io");
  });

  it('forbids framing the site and allows only the reCAPTCHA and YouTube frames', () => {
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('frame-src')).toBe('frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/ https://www.youtube-nocookie.com');
    expect(directive('connect-src')).toBe("connect-src 'self' https://formspree.io");
    expect(directive('object-src')).toBe("object-src 'none'");
  });
});

describe('the other security headers', () => {
  const headers = securityHeaders();

  it('keep browsers on HTTPS for a year, this host only, never preloaded by default', () => {
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000');
  });

  it('cut popups off from the page and keep other sites from embedding its files', () => {
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
  });

  it('turn off powerful features with names the browser recognises (no "bluetooth": Chromium logs it as unknown)', () => {
    expect(headers['Permissions-Policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()');
  });
});

describe('_headers and vercel.json', () => {
  const rules = headerRules();

  it('round-trips through the _headers format', () => {
    expect(parseHeadersFile(headersFile(rules))).toEqual(rules);
  });

  it('gives every path the security headers and each asset class one Cache-Control', () => {
    const page = headersFor(rules, '/about');
    expect(page['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(page).toMatchObject({ 'Referrer-Policy': 'strict-origin-when-cross-origin', 'X-Content-Type-Options': 'nosniff' });
    expect(page['Permissions-Policy']).toContain('camera=()');
    expect(page['Cache-Control']).toBe('public, max-age=0, must-revalidate');
    expect(headersFor(rules, '/_next/static/chunks/a.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/_m/site-AB12CD34.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/images/home/nextImageExportOptimizer/hero-opt-750.WEBP')['Cache-Control']).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
    // The search index's pieces are named by content; Pagefind's code, entry and WebAssembly are not.
    for (const piece of ['/pagefind/index/en_e293d66.pf_index', '/pagefind/fragment/ar_4857f2a.pf_fragment', '/pagefind/filter/fr_d71657a.pf_filter'])
      expect(headersFor(rules, piece)['Cache-Control'], piece).toBe('public, max-age=31536000, immutable');
    for (const file of [
      '/pagefind/pagefind.js',
      '/pagefind/pagefind-entry.json',
      '/pagefind/wasm.en.pagefind',
      '/pagefind/wasm.ar.pagefind',
      '/pagefind/wasm.fr.pagefind',
    ])
      expect(headersFor(rules, file)['Cache-Control'], file).toBe('public, max-age=0, must-revalidate');
  });

  it('never repeats a header name across rules that match the same path (hosts would join the values)', () => {
    for (const path of [
      '/',
      '/_next/static/x.js',
      '/images/a.jpg',
      '/media/a.mp4',
      '/flags/LB.svg',
      '/icons/a.svg',
      '/pagefind/pagefind.js',
      '/pagefind/index/a.pf_index',
      '/og/about.png',
      '/ar/rss.xml',
    ]) {
      for (const value of Object.values(headersFor(rules, path))) expect(value).not.toMatch(/immutable, |, public/);
    }
  });

  it('gives every page and feed of every language a revalidating Cache-Control, within Cloudflare Pages’ 100 rules', () => {
    for (const route of [...allRoutes(), '/sitemap.xml', '/robots.txt', '/rss.xml', '/ar/rss.xml'])
      expect(headersFor(rules, route)['Cache-Control'], route).toBe('public, max-age=0, must-revalidate');
    expect(rules.length).toBeLessThanOrEqual(100);
  });

  it('reads a malformed _headers file as an error, not as silence', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow(/outside a path block/);
  });

  it('gives Vercel clean URLs and the same rules', () => {
    const config = vercelConfig(rules);
    expect(config).toMatchObject({ cleanUrls: true, trailingSlash: false });
    expect(config.headers[0]!.source).toBe('/(.*)');
    expect(config.headers[1]).toEqual({ source: '/_m/(.*)', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] });
  });
});

describe("CloudFront's response headers policy", () => {
  it('carries every site-wide header of out/_headers, each exactly once', () => {
    const policy = cloudFrontHeadersPolicy(headerRules());
    const security = policy.SecurityHeadersConfig;
    const sent: Record<string, string> = {
      'Content-Security-Policy': security.ContentSecurityPolicy.ContentSecurityPolicy,
      'Referrer-Policy': security.ReferrerPolicy.ReferrerPolicy,
      'X-Frame-Options': security.FrameOptions.FrameOption,
      'X-Content-Type-Options': 'nosniff',
      'Strict-Transport-Security': 'max-age=31536000',
      ...Object.fromEntries(policy.CustomHeadersConfig.Items.map((item) => [item.Header, item.Value])),
    };
    expect(sent).toEqual(securityHeaders());
    expect(policy.CustomHeadersConfig.Quantity).toBe(policy.CustomHeadersConfig.Items.length);
  });

  it("writes HSTS in CloudFront's own fields, overriding the origin's headers everywhere", () => {
    const policy = cloudFrontHeadersPolicy(headerRules());
    const security = policy.SecurityHeadersConfig;
    expect(security.StrictTransportSecurity).toEqual({ AccessControlMaxAgeSec: 31536000, IncludeSubdomains: false, Preload: false, Override: true });
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    for (const item of policy.CustomHeadersConfig.Items) expect(item.Override, item.Header).toBe(true);
  });

  it('reads the preload opt-in from the header value', () => {
    const preloaded = headerRules().map((rule) =>
      rule.path === '/*' ? { ...rule, headers: { ...rule.headers, 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload' } } : rule,
    );
    expect(cloudFrontHeadersPolicy(preloaded).SecurityHeadersConfig.StrictTransportSecurity).toEqual({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
      Preload: true,
      Override: true,
    });
  });

  it('stops, naming the header, on a value CloudFront could not send as written', () => {
    const withHeader = (name: string, value: string) =>
      headerRules().map((rule) => (rule.path === '/*' ? { ...rule, headers: { ...rule.headers, [name]: value } } : rule));
    expect(() => cloudFrontHeadersPolicy(withHeader('Strict-Transport-Security', 'max-age=31536000; preload; includeSubDomains'))).toThrow(
      /Strict-Transport-Security "max-age=31536000; preload; includeSubDomains"/,
    );
    expect(() => cloudFrontHeadersPolicy(withHeader('X-Frame-Options', 'ALLOW-FROM https://a.example'))).toThrow(/X-Frame-Options/);
    expect(() => cloudFrontHeadersPolicy(withHeader('Content-Security-Policy', `default-src 'self' ${'x'.repeat(1800)}`))).toThrow(/1783/);
  });
});

describe('violation reports', () => {
  it('go nowhere unless the host sets CSP_REPORT_URL', () => {
    expect(cspReportUrl(undefined)).toBeUndefined();
    expect(cspReportUrl('  ')).toBeUndefined();
    expect(contentSecurityPolicy(undefined)).not.toMatch(/report-/);
    expect(securityHeaders(undefined)['Reporting-Endpoints']).toBeUndefined();
  });

  it('go to the host’s collector in both the old and the new way', () => {
    const url = cspReportUrl('https://reports.example.com/csp');
    expect(contentSecurityPolicy(url)).toMatch(/; report-uri https:\/\/reports\.example\.com\/csp; report-to csp$/);
    expect(securityHeaders(url)['Reporting-Endpoints']).toBe('csp="https://reports.example.com/csp"');
  });

  it('refuse anything but an https address, in one line', () => {
    for (const bad of ['http://reports.example.com', 'reports.example.com', 'https://a.example/x; script-src *'])
      expect(() => cspReportUrl(bad)).toThrow(
        /^CSP_REPORT_URL: ".*" is not an https:\/\/ address; give the address that collects the reports, or leave it empty\.$/,
      );
  });
});

describe('speculation rules', () => {
  const rules = headerRules();

  it('are admitted inline by the CSP, with no header pointing at a file (each page carries them)', () => {
    expect(headersFor(rules, '/about')['Speculation-Rules']).toBeUndefined();
    expect(contentSecurityPolicy()).toMatch(/script-src 'self' 'inline-speculation-rules' /);
  });

  it('prefetch same-site pages on hover, never files, assets or new-tab links', () => {
    const [rule] = speculationRules().prefetch;
    expect(rule!.eagerness).toBe('moderate');
    expect(JSON.stringify(rule!.where)).toContain('"href_matches":"/*"');
    expect(JSON.stringify(rule!.where)).toMatch(/\/\*\.xml.*\/_m\/\*.*target=_blank/);
  });
});

describe('headers and content', () => {
  it('stay byte for byte the same when a text of the content changes (npm run test:stable-headers checks the built files)', async () => {
    const before = headersFile(headerRules());
    vi.resetModules();
    vi.doMock('@/content/pages', async (importOriginal) => {
      const actual = await importOriginal<typeof import('@/content/pages')>();
      return { pages: { ...actual.pages, about: { ...actual.pages.about, intro: { ...actual.pages.about.intro, heading: 'About (edited)' } } } };
    });
    const edited = await import('@/content/pages');
    expect(edited.pages.about.intro.heading).toBe('About (edited)');
    const fresh = await import('@/lib/build/security-headers');
    expect(fresh.headersFile(fresh.headerRules())).toBe(before);
    vi.doUnmock('@/content/pages');
  });
});
