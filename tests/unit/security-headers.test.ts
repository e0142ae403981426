import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headerRules,
  headersFile,
  headersFor,
  inlineScriptHashes,
  inlineScripts,
  parseHeadersFile,
  scriptHash,
  vercelConfig,
} from '@/lib/security-headers';

const page = [
  '<head><script>window.a=1</script><script src="/x.js"></script>',
  '<script type="application/ld+json">{"@type":"Thing"}</script></head>',
  '<body><script id="__NEXT_DATA__" type="application/json">{}</script><script type="module">import "/m.js"</script></body>',
].join('');

describe('inline script hashes', () => {
  it('hashes only scripts the browser executes', () => {
    expect(inlineScripts(page)).toEqual(['window.a=1', 'import "/m.js"']);
  });

  it("writes the CSP source expression 'sha256-<base64>' of the exact text", () => {
    const expected = createHash('sha256').update('window.a=1').digest('base64');
    expect(scriptHash('window.a=1')).toBe(`'sha256-${expected}'`);
  });

  it('lists each distinct script once, across pages, sorted', () => {
    const hashes = inlineScriptHashes([page, page, '<script>other()</script>']);
    expect(hashes).toHaveLength(3);
    expect([...hashes].sort()).toEqual(hashes);
  });
});

describe('the policy', () => {
  const policy = contentSecurityPolicy(["'sha256-abc='"]);
  const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

  it('allows scripts from the site, the hashed inline scripts and reCAPTCHA only: never unsafe-inline', () => {
    expect(directive('script-src')).toBe("script-src 'self' 'sha256-abc=' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('forbids framing the site and allows only the reCAPTCHA and YouTube frames', () => {
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('frame-src')).toBe('frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/ https://www.youtube-nocookie.com');
    expect(directive('connect-src')).toBe("connect-src 'self' https://formspree.io");
    expect(directive('object-src')).toBe("object-src 'none'");
  });
});

describe('_headers and vercel.json', () => {
  const rules = headerRules(["'sha256-abc='"]);

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
    expect(headersFor(rules, '/images/home/nextImageExportOptimizer/hero-opt-750.WEBP')['Cache-Control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
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
    expect(config.headers[1]).toEqual({ source: '/_next/static/(.*)', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] });
  });
});
