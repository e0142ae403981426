import localFont from 'next/font/local';

/**
 * Inter (variable weight), self-hosted from @fontsource-variable/inter: no font CDN, preloaded,
 * with a metric-matched fallback so the swap causes no layout shift.
 */
export const inter = localFont({
  src: [
    { path: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', style: 'normal' },
  ],
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
