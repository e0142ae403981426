import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { FeatureSheetsContext, type FeatureSheet } from '@/components/ui/FeatureStyles';
import { readModuleManifest } from '@/lib/build/module-manifest';
import { speculationRules } from '@/lib/build/security-headers';
import { defaultLocale, htmlLang, isLocale, textDirection } from '@/lib/i18n';

type Props = DocumentProps & { readonly featureSheets: readonly FeatureSheet[] };

/**
 * Every page's document. Pages ship no Next.js runtime (each exports
 * `config = { unstable_runtimeJS: false }`, checked by `npm run test:budget`); their behaviour is one ES module built by scripts/build-browser.ts, loaded
 * with `<script type="module" src>` (deferred by nature: the HTML and the first paint never wait).
 * NextScript renders nothing on exported pages; under `next dev` it brings the development runtime.
 * The page's language (its shell's, lib/pages/shell.ts) gives <html> its `lang` and `dir`.
 *
 * Stylesheets (docs/architecture.md#stylesheets): the feature sheets the page's components asked for
 * (`<FeatureStyles>`, collected while the page renders), each linked once, before the site's own
 * stylesheet, which scripts/postbuild.ts then cuts down to what the page's kind uses.
 */
export default function SiteDocument({ __NEXT_DATA__, featureSheets }: Props) {
  const { entry, styles } = readModuleManifest();
  const shellLocale: unknown = __NEXT_DATA__.props?.pageProps?.shell?.locale;
  const locale = isLocale(shellLocale) ? shellLocale : defaultLocale;
  return (
    <Html lang={htmlLang(locale)} dir={textDirection(locale)}>
      <Head>
        {featureSheets.map((sheet) => {
          const href = styles[sheet];
          if (!href) throw new Error(`no feature sheet "${sheet}" in the browser build: is styles/features/${sheet}.css missing?`);
          return <link key={sheet} rel="stylesheet" href={href} />;
        })}
        {/* Deferred by nature, and low priority: the behaviours start after the first frame, so the
            stylesheet, the font and the largest picture come first. */}
        {/* eslint-disable-next-line @next/next/no-sync-scripts -- a module script is deferred by nature */}
        <script type="module" src={entry} fetchPriority="low" />
        {/* Same-site pages prefetched on hover or press: data for the browser, never executed. */}
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules()) }} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

SiteDocument.getInitialProps = async (context: DocumentContext) => {
  const featureSheets = new Set<FeatureSheet>();
  const renderPage = context.renderPage;
  context.renderPage = () =>
    renderPage({
      enhanceApp: (App) =>
        function WithFeatureSheets(props) {
          return (
            <FeatureSheetsContext.Provider value={featureSheets}>
              <App {...props} />
            </FeatureSheetsContext.Provider>
          );
        },
    });
  const initial = await Document.getInitialProps(context);
  return { ...initial, featureSheets: [...featureSheets].sort() };
};
