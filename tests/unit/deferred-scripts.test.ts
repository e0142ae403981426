import { describe, expect, it } from 'vitest';
import { scriptSources } from '@/lib/budget';
import { deferredScriptSources, deferScripts, SCRIPT_LOADER } from '@/lib/deferred-scripts';

const page = [
  '<!DOCTYPE html><html><head><script>(globalThis.TURBOPACK||[]).push({})</script>',
  '<script src="/_next/static/chunks/a.js" defer=""></script><script src="/_next/static/chunks/b.js" defer=""></script></head>',
  '<body><main>Hello</main><script id="__NEXT_DATA__" type="application/json">{"page":"/"}</script></body></html>',
].join('');

describe('deferScripts', () => {
  it('moves every deferred script into one ordered list loaded after the first frame', () => {
    const html = deferScripts(page);
    expect(html).not.toMatch(/<script src=/);
    expect(deferredScriptSources(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    expect(html).toContain(`<script>${SCRIPT_LOADER}</script></body>`);
    expect(html.indexOf('__NEXT_DATA__')).toBeLessThan(html.indexOf('id="deferred-scripts"'));
  });

  it('keeps inline scripts and the page data where they were', () => {
    const html = deferScripts(page);
    expect(html).toContain('<head><script>(globalThis.TURBOPACK||[]).push({})</script></head>');
    expect(html).toContain('<main>Hello</main><script id="__NEXT_DATA__" type="application/json">{"page":"/"}</script>');
  });

  it('leaves a page alone when run twice or when it has no scripts', () => {
    const once = deferScripts(page);
    expect(deferScripts(once)).toBe(once);
    expect(deferScripts('<html><body>static</body></html>')).toBe('<html><body>static</body></html>');
  });

  it('still counts the deferred scripts in the first-load budget', () => {
    expect(scriptSources(deferScripts(page))).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });

  it('runs the loader in order after a frame', () => {
    const appended: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      getElementById: () => ({ textContent: '["/a.js","/b.js"]' }),
      createElement: () => ({ src: '', async: true }),
      body: { appendChild: (script: { src: string; async: boolean }) => appended.push(`${script.src}:${String(script.async)}`) },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', SCRIPT_LOADER)(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
    expect(appended).toEqual([]);
    frames.forEach((run) => run());
    expect(appended).toEqual([]);
    timers.forEach((run) => run());
    expect(appended).toEqual(['/a.js:false', '/b.js:false']);
  });
});
