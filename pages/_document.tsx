import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import { readModuleManifest } from '@/lib/build/module-manifest';
import { defaultLocale, htmlLang, isLocale, textDirection } from '@/lib/i18n';

/**
 * Every page's document. Pages ship no Next.js runtime (each exports
 * `config = { unstable_runtimeJS: false }`, checked by `npm run test:budget`); their behaviour is one ES module built by scripts/build-browser.ts, loaded
 * with `<script type="module" src>` (deferred by nature: the HTML and the first paint never wait).
 * NextScript renders nothing on exported pages; under `next dev` it brings the development runtime.
 * The page's language (its shell's, lib/pages/shell.ts) gives <html> its `lang` and `dir`.
 */
export default function Document({ __NEXT_DATA__ }: DocumentProps) {
  const { entry } = readModuleManifest();
  const shellLocale: unknown = __NEXT_DATA__.props?.pageProps?.shell?.locale;
  const locale = isLocale(shellLocale) ? shellLocale : defaultLocale;
  return (
    <Html lang={htmlLang(locale)} dir={textDirection(locale)}>
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
