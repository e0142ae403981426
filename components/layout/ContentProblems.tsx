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

/** The translations' count alone is a note, not a problem: a quieter bar, heading and button. */
const NOTE_INK = '#1d2433';
const tones = {
  problems: { panel, heading, button },
  note: {
    panel: { ...panel, background: '#f3f5f9', color: NOTE_INK, borderBottom: '4px solid #5a6b8c' },
    heading: { ...heading, fontWeight: 600, color: NOTE_INK },
    button: { ...button, borderColor: '#5a6b8c', color: NOTE_INK },
  },
} satisfies Record<string, { panel: CSSProperties; heading: CSSProperties; button: CSSProperties }>;
const noteText: CSSProperties = { margin: '8px 0 0', fontSize: 14 };

/**
 * `npm run dev` only (lib/pages/shell.ts passes the problems in development, never in a build):
 * the content check's problems over the top of the page, one line each, until they are fixed and
 * the page reloads. "Hide" clears the view of the page until the next reload. `note`: the count of
 * translations older than their English (scripts/dev.ts), under the problems, or alone in a quieter bar.
 */
export function ContentProblems({ problems, note }: { readonly problems: readonly string[]; readonly note?: string }) {
  const [hidden, setHidden] = useState(false);
  if ((problems.length === 0 && !note) || hidden) return null;
  const noteOnly = problems.length === 0;
  const tone = tones[noteOnly ? 'note' : 'problems'];
  return (
    <div
      role={noteOnly ? 'status' : 'alert'}
      dir="ltr"
      lang="en"
      {...(noteOnly ? { 'data-translations-note': '' } : { 'data-content-problems': '' })}
      style={tone.panel}
    >
      <div style={header}>
        <p style={tone.heading}>{noteOnly ? note : CONTENT_PROBLEMS_HEADING}</p>
        <button type="button" style={tone.button} onClick={() => setHidden(true)}>
          Hide
        </button>
      </div>
      {noteOnly ? null : (
        <>
          <ul style={list}>
            {problems.map((problem) => (
              <li key={problem} style={item}>
                {problem}
              </li>
            ))}
          </ul>
          {note ? <p style={noteText}>{note}</p> : null}
        </>
      )}
    </div>
  );
}
