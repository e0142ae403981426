import { Head, Html, Main, NextScript } from 'next/document';
import { readModuleManifest } from '@/lib/build/module-manifest';

/**
 * Every page's document. Pages ship no Next.js runtime (each exports
 * `config = { unstable_runtimeJS: false }`, checked by `npm run test:budget`); their behaviour is one ES module built by scripts/build-browser.ts, loaded
 * with `<script type="module" src>` (deferred by nature: the HTML and the first paint never wait).
 * NextScript renders nothing on exported pages; under `next dev` it brings the development runtime.
 */
export default function Document() {
  const { entry } = readModuleManifest();
  return (
    <Html lang="en" dir="ltr">
      <Head>
        {/* Deferred by nature, and low priority: the behaviours start after the first frame, so the
            stylesheet, the font and the largest picture come first. */}
        {/* eslint-disable-next-line @next/next/no-sync-scripts -- a module script is deferred by nature */}
        <script type="module" src={entry} fetchPriority="low" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
