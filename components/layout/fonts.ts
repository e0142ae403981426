import localFont from 'next/font/local';

/**
 * Inter (variable weight), self-hosted: no font CDN, preloaded, with a metric-matched fallback so
 * the swap causes no layout shift. The file is @fontsource-variable/inter's Latin cut to the
 * 400–800 weights the styles use (scripts/subset-font.ts, `npm run fonts`): 29 KB instead of 48 KB.
 */
export const inter = localFont({
  src: [{ path: '../../styles/fonts/inter-latin-400-800.woff2', style: 'normal' }],
  weight: '400 800',
  display: 'swap',
  variable: '--font-inter',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});

/**
 * Noto Sans Arabic (variable weight) for the Arabic letters of the Arabic edition; Latin words in
 * Arabic text (Oracle names) stay in Inter. Its unicode-range is that of lib/build/font-ranges.ts
 * (tests/unit/fonts.test.ts keeps the two equal; next/font wants a literal here): only a page with
 * Arabic text in this family downloads its 18 KB. `font-family` names it only under <html lang="ar">
 * (styles/globals.css). next/font would preload it on every page; the build preloads it on the
 * Arabic pages only (scripts/postbuild.ts), so their text never moves when it arrives.
 */
export const arabic = localFont({
  src: [{ path: '../../styles/fonts/noto-sans-arabic-400-700.woff2', style: 'normal' }],
  weight: '400 700',
  display: 'swap',
  preload: false,
  variable: '--font-arabic',
  declarations: [{ prop: 'unicode-range', value: 'U+060C, U+061B, U+061F, U+0621-063A, U+0640-0652, U+0660-066C, U+0670, U+00AB, U+00BB, U+200C-200F' }],
  adjustFontFallback: false,
});
