import { afterEach, describe, expect, it, vi } from 'vitest';
import { withInlineBlurs } from '@/lib/build/static-html';
import { frameRatio, optimisedFile, optimisedPath, optimisedSources } from '@/lib/images';

describe('optimised image sources', () => {
  it('points at the optimiser files, never wider than the original', () => {
    const sources = optimisedSources({ src: '/images/home/hero-erp.jpg', width: 1600 })!;
    expect(sources.src).toBe('/images/home/nextImageExportOptimizer/hero-erp-opt-1920.WEBP');
    expect(sources.blur).toBe('/images/home/nextImageExportOptimizer/hero-erp-opt-10.WEBP');
    expect(sources.srcSet.split(', ').at(-1)).toBe('/images/home/nextImageExportOptimizer/hero-erp-opt-1920.WEBP 1600w');
    expect(sources.srcSet).toContain('/images/home/nextImageExportOptimizer/hero-erp-opt-640.WEBP 640w');
    expect(sources.srcSet).not.toContain('2048');
  });

  it('uses the exact width when it is a step', () => {
    const sources = optimisedSources({ src: '/images/blog/able-1.jpg', width: 1200 })!;
    expect(sources.src).toBe(optimisedPath('/images/blog/able-1.jpg', 1200));
    expect(sources.srcSet).not.toContain('1920');
  });

  it('leaves SVG alone', () => {
    expect(optimisedSources({ src: '/images/clients/blc-bank.svg', width: 240 })).toBeNull();
  });
});

describe('pictures under npm run dev', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("are public/'s files as they are now, not the last build's WEBP copies", () => {
    vi.stubEnv('NODE_ENV', 'development');
    const photo = { src: '/images/blog/able-1.jpg', width: 1200 };
    expect(optimisedSources(photo)).toBeNull();
    expect(optimisedFile(photo, 64)).toBe('/images/blog/able-1.jpg');
    vi.stubEnv('NODE_ENV', 'production');
    expect(optimisedFile(photo, 64)).toBe(optimisedPath('/images/blog/able-1.jpg', 64));
  });
});

describe('frameRatio', () => {
  it("keeps a picture's own shape between 4:3 and 3:1", () => {
    expect(frameRatio({ width: 1600, height: 600 })).toBe('2.6667');
    expect(frameRatio({ width: 1600, height: 900 })).toBe('1.7778');
  });
  it('holds a wider banner at 3:1 and a taller photograph at 4:3', () => {
    expect(frameRatio({ width: 4000, height: 800 })).toBe('3.0000');
    expect(frameRatio({ width: 800, height: 1200 })).toBe('1.3333');
  });
});

describe('blur placeholders', () => {
  it('travel in the page as data: URIs, so they cost no request; other pictures stay addresses', () => {
    const blur = '/images/home/nextImageExportOptimizer/hero-erp-opt-10.WEBP';
    const html = `<img src="/images/a-opt-640.WEBP" style="background-image:url(${blur});background-size:cover"/>`;
    const read = (path: string) => Buffer.from(path === blur ? 'RIFF' : '');
    expect(withInlineBlurs(html, read)).toBe(
      '<img src="/images/a-opt-640.WEBP" style="background-image:url(data:image/webp;base64,UklGRg==);background-size:cover"/>',
    );
  });
});
