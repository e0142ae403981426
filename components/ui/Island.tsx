import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { FeatureStyles, type FeatureSheet } from './FeatureStyles';

/**
 * An island's component. `rewriteHtml` changes what it rendered at build where a library it uses offers no
 * option (words in English): only attributes, which hydration keeps as they are. `sheet` names the feature
 * sheet its HTML needs (a library's own styles), linked in the head of the pages that have the island.
 */
export type IslandComponent<P extends object> = ComponentType<P> & {
  readonly rewriteHtml?: (html: string, props: P) => string;
  readonly sheet?: FeatureSheet;
  /** The session storage key under which it keeps what the visitor typed: when that holds something, it hydrates at once (browser/islands.ts). */
  readonly draftKey?: string;
};

export interface IslandProps<P extends object> {
  /** The island module of browser/islands.ts that hydrates it. */
  readonly name: 'contact-form' | 'gallery';
  readonly component: IslandComponent<P>;
  /** Must be plain JSON: they are written into the page for the browser. */
  readonly props: P;
  /** When to hydrate: on the first interaction with it, and/or when it nears the screen. */
  readonly hydrate: 'interaction' | 'interaction near' | 'near';
  readonly className?: string;
}

/**
 * A React island: `component` rendered to static HTML at build, as its own React root, so the
 * browser can hydrate exactly that HTML with `hydrateRoot` (browser/islands.ts) and nothing else
 * on the page needs React. The props travel as a JSON data block, never as executable script.
 */
export function Island<P extends object>({ name, component: Component, props, hydrate, className }: IslandProps<P>) {
  // React puts a preload of each eager image before the markup; the island's root holds only the
  // component's own HTML (what hydrateRoot renders), and the page decides what it preloads.
  const rendered = renderToString(<Component {...props} />).replace(/^(?:<link rel="preload"[^>]*>)+/, '');
  const html = Component.rewriteHtml?.(rendered, props) ?? rendered;
  const json = JSON.stringify(props).replace(/</g, '\\u003c');
  return (
    // An island is an application (the form, the gallery), not the page's text: search leaves it out.
    <div data-island={name} data-hydrate={hydrate} data-draft-key={Component.draftKey} className={className} data-pagefind-ignore="">
      {Component.sheet ? <FeatureStyles sheet={Component.sheet} /> : null}
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: json }} />
      <div data-island-root="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
