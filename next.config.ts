import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { DEVICE_SIZES, IMAGE_SIZES } from './lib/images';

/** The build-time settings documented in .env.example. */
const PUBLIC_SETTINGS = [
  'NEXT_PUBLIC_SITE_URL',
  'NEXT_PUBLIC_CONTACT_EMAIL',
  'NEXT_PUBLIC_RECRUITMENT_EMAIL',
  'NEXT_PUBLIC_CONTACT_PHONE',
  'NEXT_PUBLIC_FORMSPREE_FORM_ID',
  'NEXT_PUBLIC_RECAPTCHA_SITE_KEY',
  'NEXT_PUBLIC_SITE_VERIFICATION',
];

/**
 * A static export: `next build` writes plain HTML, CSS and JS into out/, which any CDN serves.
 * Images are optimised after the build by next-image-export-optimizer (docs/product.md#constants: JPG, JPEG, PNG,
 * GIF, WEBP and AVIF to WEBP at the width steps below, with 10 px blur placeholders).
 *
 * `next dev` serves the same pages without `output: 'export'`, whose rules it would enforce on every
 * request: it refuses getStaticPaths' `fallback: 'blocking'`, by which the preview shows a page added to
 * the content at once and answers 404 for one removed (lib/pages/preview.ts). The build keeps them.
 */
const nextConfig = (phase: string): NextConfig => ({
  ...(phase === PHASE_DEVELOPMENT_SERVER ? {} : { output: 'export' as const }),
  // scripts/build-site.ts exports into a folder aside (SITE_OUT_DIR) and swaps it in for out/ once every
  // step has passed. With `output: 'export'`, a distDir other than .next names the export's folder only.
  ...(phase !== PHASE_DEVELOPMENT_SERVER && process.env.SITE_OUT_DIR ? { distDir: process.env.SITE_OUT_DIR } : {}),
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run dev` answers on localhost and 127.0.0.1 alike (hot reload included).
  allowedDevOrigins: ['127.0.0.1'],
  // `/about` is written as out/about.html; hosts map clean URLs to it (see README, "Deploy").
  trailingSlash: false,
  images: {
    loader: 'custom',
    imageSizes: [...IMAGE_SIZES],
    deviceSizes: [...DEVICE_SIZES],
  },
  transpilePackages: ['next-image-export-optimizer'],
  env: {
    // Always defined, so the browser bundle gets the literal values (content/site.ts holds the defaults).
    ...Object.fromEntries(PUBLIC_SETTINGS.map((name) => [name, process.env[name] ?? ''])),
    nextImageExportOptimizer_imageFolderPath: 'public/images',
    nextImageExportOptimizer_exportFolderPath: 'out',
    nextImageExportOptimizer_quality: '75',
    nextImageExportOptimizer_storePicturesInWEBP: 'true',
    nextImageExportOptimizer_exportFolderName: 'nextImageExportOptimizer',
    nextImageExportOptimizer_generateAndUseBlurImages: 'true',
    nextImageExportOptimizer_remoteImageCacheTTL: '0',
  },
  // `npm run build` runs `tsc -p tsconfig.build.json` itself before `next build` (2-3 s, incremental),
  // so a content mistake only TypeScript sees (a wrong flag code) stops a host's build too. That config
  // leaves the tests out: `npm run typecheck` (in `npm test`) checks them.
  typescript: { ignoreBuildErrors: true },
});

export default nextConfig;
