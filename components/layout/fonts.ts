import localFont from 'next/font/local';

/**
 * Inter (variable weight), self-hosted in two files (lib/build/font-ranges.ts, `npm run fonts`):
 *
 * - `inter`, the core: every character English and French are written with, about 18 KB, preloaded,
 *   with a metric-matched fallback so the swap causes no layout shift.
 * - `interMore`, the rest of @fontsource's Latin characters (other accented letters, rarer signs),
 *   about 9 KB, announced by its unicode-range and not preloaded: a browser fetches it only for a page
 *   that shows one of them. It comes first in every font-family list (tailwind.config.ts,
 *   styles/globals.css): a character outside its range skips it without a download, and one inside it
 *   is drawn in Inter, not in the fallback that follows the core.
 */
export const inter = localFont({
  src: [{ path: '../../styles/fonts/inter-latin-core-400-800.woff2', style: 'normal' }],
  weight: '400 800',
  display: 'swap',
  variable: '--font-inter',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});

export const interMore = localFont({
  src: [{ path: '../../styles/fonts/inter-latin-more-400-800.woff2', style: 'normal' }],
  weight: '400 800',
  display: 'swap',
  preload: false,
  variable: '--font-inter-more',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+00A1-00A8, U+00AA, U+00AC-00AD, U+00AF, U+00B1-00B6, U+00B8-00BA, U+00BC-00BF, U+00C1, U+00C3-00C5, U+00CC-00CD, U+00D0-00D3, U+00D5-00D6, U+00D8, U+00DA, U+00DD-00DF, U+00E1, U+00E3-00E5, U+00EC-00ED, U+00F0-00F3, U+00F5-00F8, U+00FA, U+00FD-00FE, U+0131, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2000-2008, U+200A, U+2010-2012, U+2015-2017, U+201A-201B, U+201E-2021, U+2023-2025, U+2027-2029, U+2030-205F, U+2191, U+2193, U+2215',
    },
  ],
  adjustFontFallback: false,
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
