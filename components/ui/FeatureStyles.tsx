import { createContext, useContext } from 'react';

/**
 * The feature sheets: styles/features/<name>.css, the CSS of a library only some pages use, built by
 * scripts/build-browser.ts into a content-hashed file of /_m/ (docs/architecture.md#stylesheets).
 */
export type FeatureSheet = 'gallery' | 'phone';

/** Filled while pages/_document.tsx renders a page: the feature sheets its components need. */
export const FeatureSheetsContext = createContext<Set<FeatureSheet> | null>(null);

/**
 * Says that the page needs a feature sheet: pages/_document.tsx links it once in the head, so the
 * feature is drawn right from the first paint. Renders nothing.
 */
export function FeatureStyles({ sheet }: { readonly sheet: FeatureSheet }) {
  useContext(FeatureSheetsContext)?.add(sheet);
  return null;
}
