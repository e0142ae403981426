import { Fragment } from 'react';
import type { RichNode } from '@/lib/pages/rich-text';

/** `strong` marks a product name in a title: gold, kept on one line; `em` is an accent colour, not italics. */
const tagClasses: Partial<Record<string, string>> = { strong: 'whitespace-nowrap text-brand-gold', em: 'not-italic text-brand-gold/90' };

/** Renders nodes from `parseRichText` as React elements (never as an HTML string). */
export function RichText({ nodes }: { readonly nodes: readonly RichNode[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        if (typeof node === 'string') return <Fragment key={index}>{node}</Fragment>;
        if (node.tag === 'br') return <br key={index} />;
        const Tag = node.tag;
        return (
          <Tag key={index} className={tagClasses[node.tag]}>
            <RichText nodes={node.children} />
          </Tag>
        );
      })}
    </>
  );
}
