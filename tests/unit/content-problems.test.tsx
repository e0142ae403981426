// @vitest-environment jsdom
/**
 * Item: the preview warns. Under `npm run dev` every page's shell carries the content check's
 * problems and the layout shows them over the page; a build carries nothing of it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_PROBLEMS_HEADING, ContentProblems } from '@/components/layout/ContentProblems';
import type { ContentIssue } from '@/lib/content/schema';

const issues: ContentIssue[] = [
  { file: 'content/blogs.ts', item: 'able', field: 'title', message: 'must be at most 70 characters' },
  { file: 'content/blogs.ts', item: 'asiacell', field: 'images[0]', message: 'unknown image key "blog-asiacel"' },
];
const lines = ['content/blogs.ts › able › title: must be at most 70 characters', 'content/blogs.ts › asiacell › images[0]: unknown image key "blog-asiacel"'];

const checkSiteContent = vi.fn<(publicDir: string) => ContentIssue[]>(() => issues);
vi.mock('@/lib/content/check', () => ({ checkSiteContent: (publicDir: string) => checkSiteContent(publicDir) }));

// After the mock: shell.ts imports the check.
const { shellProps, withShell } = await import('@/lib/pages/shell');

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  checkSiteContent.mockClear();
});

describe('the shell props under npm run dev', () => {
  it('carry the check of public/, one formatted line per problem', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const { props } = withShell('en', { seo: 'x' });
    expect(props.shell.contentProblems).toEqual(lines);
    expect(checkSiteContent).toHaveBeenCalledWith(join(process.cwd(), 'public'));
    // getStaticProps rejects `undefined` values: the props must survive JSON unchanged.
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
  });

  it('carry an empty list once the content is fixed', () => {
    vi.stubEnv('NODE_ENV', 'development');
    checkSiteContent.mockReturnValueOnce([]);
    expect(shellProps('en').contentProblems).toEqual([]);
  });

  it('say so when the check itself fails, and the page still renders', () => {
    vi.stubEnv('NODE_ENV', 'development');
    checkSiteContent.mockImplementationOnce(() => {
      throw new Error('boom');
    });
    expect(shellProps('en').contentProblems).toEqual(['The content check could not run: boom']);
  });
});

describe('the shell props of a build', () => {
  it('have no contentProblems key and do not run the check', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const shell = shellProps('en');
    expect(shell).not.toHaveProperty('contentProblems');
    expect(checkSiteContent).not.toHaveBeenCalled();
  });
});

describe('the content problems banner', () => {
  it('lists every problem under its heading, as an alert', () => {
    render(<ContentProblems problems={lines} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(CONTENT_PROBLEMS_HEADING);
    expect(CONTENT_PROBLEMS_HEADING).toBe('Content problems: fix these before publishing (npm run content:check)');
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual(lines);
  });

  it('is hidden by its button until the next load', () => {
    render(<ContentProblems problems={lines} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders nothing without problems', () => {
    expect(renderToStaticMarkup(<ContentProblems problems={[]} />)).toBe('');
  });

  it('shows the count of translations older than their English under the problems, or alone as a status', () => {
    render(<ContentProblems problems={lines} note={NOTE} />);
    expect(screen.getByRole('alert')).toHaveTextContent(NOTE);
    cleanup();
    render(<ContentProblems problems={[]} note={NOTE} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(NOTE);
  });
});

const NOTE = '3 translations older than their English (npm run check:translations)';

describe('the translations note of npm run dev', () => {
  it('comes from the file scripts/dev.ts names, in development only, and none is no key', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'translations-note-')), 'note.txt');
    writeFileSync(file, `${NOTE}\n`);
    vi.stubEnv('CONTENT_TRANSLATIONS_NOTE', file);
    vi.stubEnv('NODE_ENV', 'development');
    expect(shellProps('en').translationsNote).toBe(NOTE);
    writeFileSync(file, '');
    expect(shellProps('en')).not.toHaveProperty('translationsNote');
    vi.stubEnv('CONTENT_TRANSLATIONS_NOTE', join(file, '..', 'missing.txt'));
    expect(shellProps('en')).not.toHaveProperty('translationsNote');
    writeFileSync(file, NOTE);
    vi.stubEnv('CONTENT_TRANSLATIONS_NOTE', file);
    vi.stubEnv('NODE_ENV', 'production');
    expect(shellProps('en')).not.toHaveProperty('translationsNote');
  });
});
