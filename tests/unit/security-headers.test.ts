import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headerRules,
  headersFile,
  headersFor,
  inlineScripts,
  parseHeadersFile,
  speculationRules,
  vercelConfig,
} from '@/lib/build/security-headers';
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

  it('allows scripts from the site and reCAPTCHA only: no hashes, never unsafe-inline', () => {
    expect(directive('script-src')).toBe("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/");
    expect(policy).not.toMatch(/sha256|unsafe-inline'[^;]*script|script-src[^;]*unsafe/);
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
    expect(page['Cache-Control']).toBeUndefined();
    expect(headersFor(rules, '/_next/static/chunks/a.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/_m/site-AB12CD34.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/images/home/nextImageExportOptimizer/hero-opt-750.WEBP')['Cache-Control']).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
  });

  it('never repeats a header name across rules that match the same path (hosts would join the values)', () => {
    for (const path of ['/', '/_next/static/x.js', '/images/a.jpg', '/media/a.mp4', '/flags/LB.svg', '/icons/a.svg']) {
      for (const value of Object.values(headersFor(rules, path))) expect(value).not.toMatch(/immutable, |, public/);
    }
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

describe('speculation rules', () => {
  const rules = headerRules();

  it('point every page to one external rules file, served with its own media type', () => {
    expect(headersFor(rules, '/about')['Speculation-Rules']).toBe('"/speculation-rules.json"');
    expect(headersFor(rules, '/speculation-rules.json')['Content-Type']).toBe('application/speculationrules+json');
  });

  it('prefetch same-site pages on hover, never files, assets or new-tab links', () => {
    const [rule] = speculationRules().prefetch;
    expect(rule!.eagerness).toBe('moderate');
    expect(JSON.stringify(rule!.where)).toContain('"href_matches":"/*"');
    expect(JSON.stringify(rule!.where)).toMatch(/\/\*\.xml.*\/_m\/\*.*target=_blank/);
  });
});
