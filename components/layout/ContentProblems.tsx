import { useState, type CSSProperties } from 'react';

/** The banner's heading: what is wrong and which command checks it. */
export const CONTENT_PROBLEMS_HEADING = 'Content problems: fix these before publishing (npm run content:check)';

/*
 * Inline styles, not Tailwind classes: the banner exists only under `npm run dev`, and classes
 * used only here would still be added to the built stylesheet. Its look is its own, not the site's.
 */
const panel: CSSProperties = {
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: 2147483000,
  maxHeight: '45vh',
  overflowY: 'auto',
  padding: '12px 16px',
  background: '#fff1f0',
  color: '#3b0a06',
  borderBottom: '4px solid #c8102e',
  boxShadow: '0 6px 18px rgb(0 0 0 / 0.25)',
  font: '15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  textAlign: 'start',
};
const header: CSSProperties = { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 12 };
const heading: CSSProperties = { margin: 0, fontSize: 16, fontWeight: 700, color: '#9b0d22' };
const button: CSSProperties = {
  flex: 'none',
  padding: '4px 10px',
  border: '1px solid #9b0d22',
  borderRadius: 4,
  background: '#ffffff',
  color: '#9b0d22',
  font: 'inherit',
  fontSize: 14,
  cursor: 'pointer',
};
const list: CSSProperties = { margin: '8px 0 0', paddingInlineStart: 20, listStyle: 'disc' };
const item: CSSProperties = { margin: '2px 0', font: '13.5px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflowWrap: 'anywhere' };

/**
 * `npm run dev` only (lib/pages/shell.ts passes the problems in development, never in a build):
 * the content check's problems over the top of the page, one line each, until they are fixed and
 * the page reloads. "Hide" clears the view of the page until the next reload.
 */
export function ContentProblems({ problems }: { readonly problems: readonly string[] }) {
  const [hidden, setHidden] = useState(false);
  if (problems.length === 0 || hidden) return null;
  return (
    <div role="alert" dir="ltr" lang="en" data-content-problems="" style={panel}>
      <div style={header}>
        <p style={heading}>{CONTENT_PROBLEMS_HEADING}</p>
        <button type="button" style={button} onClick={() => setHidden(true)}>
          Hide
        </button>
      </div>
      <ul style={list}>
        {problems.map((problem) => (
          <li key={problem} style={item}>
            {problem}
          </li>
        ))}
      </ul>
    </div>
  );
}
