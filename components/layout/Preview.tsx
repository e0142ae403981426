import type { CSSProperties, ReactNode } from 'react';
import type { ShellProps } from '@/lib/pages/shell';
import type { PreviewFailure } from '@/lib/pages/preview';
import { ContentProblems } from './ContentProblems';
import { Layout } from './Layout';

/** The heading of a page the content broke, and the banner's line for it. */
export const NOT_SHOWN = 'This page cannot be shown until the content is fixed';
const FIX = 'The content problems at the top name the mistake: fix it and save, and the page is back at the next reload.';

/* Inline styles, as the banner's: classes used only under `npm run dev` would still reach the built stylesheet. */
const panel: CSSProperties = {
  margin: '24px auto',
  maxWidth: 880,
  padding: '16px 20px',
  border: '2px dashed #c8102e',
  borderRadius: 6,
  background: '#fff8f7',
  color: '#3b0a06',
  font: '15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
};
const heading: CSSProperties = { margin: 0, fontSize: 17, fontWeight: 700, color: '#9b0d22' };
const code: CSSProperties = { margin: '8px 0 0', font: '13.5px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflowWrap: 'anywhere' };

/** Where the page would be: that it cannot be shown, the error it ran into, and what to do. */
function NotShown({ error }: { readonly error: string }) {
  return (
    <div role="note" data-preview-failure="" dir="ltr" lang="en" style={panel}>
      <p style={heading}>{NOT_SHOWN}</p>
      <p style={code}>{error}</p>
      <p style={{ margin: '8px 0 0' }}>{FIX}</p>
    </div>
  );
}

/**
 * `npm run dev` only (pages/_app.tsx): the page as the content is now, never Next's error screen. The
 * content banner over the shell and the page; for a page the content broke (`failure`: its data could
 * not be built, or it could not be drawn, lib/pages/preview.ts), the shell and why in its place, and
 * when even the shell could not be drawn, the banner and why.
 */
export function Preview({
  shell,
  failure,
  currentPath,
  children,
}: {
  readonly shell?: ShellProps;
  readonly failure?: PreviewFailure;
  readonly currentPath: string;
  readonly children: ReactNode;
}) {
  const problems = [...(shell?.contentProblems ?? failure?.problems ?? []), ...(failure ? [`${NOT_SHOWN}: ${failure.error}`] : [])];
  const page = failure ? <NotShown error={failure.error} /> : children;
  return (
    <>
      <ContentProblems problems={problems} note={shell?.translationsNote} />
      {shell ? (
        <Layout shell={shell} currentPath={currentPath}>
          {page}
        </Layout>
      ) : (
        page
      )}
    </>
  );
}
