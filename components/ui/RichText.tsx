import { Fragment } from 'react';
import type { RichNode } from '@/lib/rich-text';

/** Renders nodes from `parseRichText` as React elements (never as an HTML string). */
export function RichText({ nodes }: { readonly nodes: readonly RichNode[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        if (typeof node === 'string') return <Fragment key={index}>{node}</Fragment>;
        if (node.tag === 'br') return <br key={index} />;
        const Tag = node.tag;
        return (
          <Tag key={index} className={node.tag === 'strong' ? 'text-brand-gold' : undefined}>
            <RichText nodes={node.children} />
          </Tag>
        );
      })}
    </>
  );
}
