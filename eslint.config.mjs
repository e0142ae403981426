import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * What runs where (lib/): lib/browser/ ships to visitors' browsers, lib/pages/ runs in getStaticProps
 * at build, lib/build/ only in build scripts and tests; lib/*.ts (routes, images, share, typography)
 * is shared by all. Type-only imports are free: they leave nothing in any bundle.
 */
const buildOnly = { group: ['@/lib/build/*', '**/lib/build/*'], message: 'lib/build/ runs only in build scripts and tests.', allowTypeImports: true };
const pageProps = {
  group: ['@/lib/pages/*', '**/lib/pages/*'],
  message: 'lib/pages/ runs in getStaticProps at build, never in the browser.',
  allowTypeImports: true,
};
/** Internal links take the page's language: a component or page links through LocaleLink, never next/link itself. */
const directLink = {
  name: 'next/link',
  message: "Use LocaleLink (components/ui/LocaleLink.tsx): it gives the link the page's language (/about → /ar/about on an Arabic page).",
};
const collections = {
  group: ['@/content/*', '**/content/*'],
  message: 'Browser code gets content as props or data attributes, never by importing a collection.',
  allowTypeImports: true,
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      'out/**',
      '.out-next/**',
      '.out-previous/**',
      'public/_m/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      'next-env.d.ts',
      'lib/content/generated/**',
    ],
  },
  {
    files: ['browser/**/*.{ts,tsx}', 'lib/browser/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [buildOnly, pageProps, collections] }] },
  },
  {
    files: ['components/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}', 'lib/pages/**/*.ts', 'lib/*.ts'],
    ignores: ['pages/_document.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [buildOnly] }] },
  },
  {
    files: ['components/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}'],
    ignores: ['pages/_document.tsx', 'components/ui/LocaleLink.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [buildOnly], paths: [directLink] }] },
  },
];

export default config;
