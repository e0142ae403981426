import Head from 'next/head';
import { createElement } from 'react';
import type { SeoHead } from '@/lib/pages/seo';

/**
 * One per page: renders the head tags and JSON-LD that `seoHead()` (lib/seo.ts) built at build time:
 * title, description, keywords, canonical, Open Graph and Twitter tags.
 */
export function Seo({ head }: { readonly head: SeoHead }) {
  return (
    <Head>
      {head.tags.map(({ tag, key, attributes, text }) => createElement(tag, { key, ...attributes }, text))}
      {head.jsonLd.map((data, index) => (
        <script
          key={`jsonld-${index}`}
          type="application/ld+json"
          // JSON.stringify output with "<" escaped cannot close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
        />
      ))}
    </Head>
  );
}
