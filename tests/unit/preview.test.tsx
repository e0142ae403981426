// @vitest-environment jsdom
/**
 * Issue 36, item 2: a preview that never lies. Under `npm run dev` every page's getStaticProps goes through
 * `previewSafe` (lib/pages/preview.ts): a page of items is there when the content lists it and a 404 when
 * not, and a page the content breaks is the shell, the banner and why, never Next's error screen. In a
 * build (and here, outside development) both are the page's own, so a content mistake stops the build.
 * The same under a running `npm run dev`: tests/preview/dev-server.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GetStaticPaths, GetStaticProps } from 'next';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_PROBLEMS_HEADING } from '@/components/layout/ContentProblems';
import { NOT_SHOWN, Preview } from '@/components/layout/Preview';
import type { ContentIssue } from '@/lib/content/schema';

const issues: ContentIssue[] = [{ file: 'content/blogs.ts', item: 'able', field: 'title', message: 'is a number (42); it should be text' }];
const LINE = 'content/blogs.ts › able › title: is a number (42); it should be text';
const checkSiteContent = vi.fn<(publicDir: string) => ContentIssue[]>(() => issues);
vi.mock('@/lib/content/check', () => ({ checkSiteContent: (publicDir: string) => checkSiteContent(publicDir) }));

// After the mock: the shell runs the check.
const { previewPaths, previewSafe } = await import('@/lib/pages/preview');
const { withShell } = await import('@/lib/pages/shell');

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  checkSiteContent.mockClear();
});

const posts = [{ slug: 'able' }, { slug: 'mexico' }];
const paths: GetStaticPaths = async () => ({ paths: posts.map(({ slug }) => ({ params: { slug } })), fallback: false });
const props: GetStaticProps = async ({ params }) => withShell('en', { title: `Post ${String(params?.slug)}` });
function Post({ title }: { readonly title: string }) {
  return <h1>{title.toUpperCase()}</h1>;
}
/** A page whose title is not text, as a content mistake makes it: drawing it throws. */
const brokenProps: GetStaticProps = async () => withShell('en', { title: 42 as unknown as string });
const failingProps: GetStaticProps = async () => {
  throw new TypeError("Cannot read properties of undefined (reading 'map')");
};
const quietly = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('outside npm run dev (a build, the tests)', () => {
  it("is the page's own getStaticPaths and getStaticProps: a content mistake stops the build", async () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(await previewPaths(paths)({})).toEqual(await paths({}));
    const safe = previewSafe(props, () => Post, paths);
    expect(await safe({ params: { slug: 'able' } })).toEqual(await props({ params: { slug: 'able' } }));
    await expect(previewSafe(failingProps, () => Post)({})).rejects.toThrow("reading 'map'");
    await expect(previewSafe(brokenProps, () => Post)({})).resolves.toHaveProperty('props.title', 42);
  });
});

describe('under npm run dev', () => {
  it('lists no page to next dev, which then asks getStaticProps for each', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(await previewPaths(paths)({})).toEqual({ paths: [], fallback: 'blocking' });
  });

  it('answers a page of items as the content lists it now: the page, or a 404', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const safe = previewSafe(props, () => Post, paths);
    expect(await safe({ params: { slug: 'mexico' } })).toHaveProperty('props.title', 'Post mexico');
    expect(await safe({ params: { slug: 'removed' } })).toEqual({ notFound: true });
    posts.push({ slug: 'added' });
    expect(await safe({ params: { slug: 'added' } })).toHaveProperty('props.title', 'Post added');
    posts.pop();
  });

  it('matches the other languages’ pages, whose catch-all is empty on their home page', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const languagePaths: GetStaticPaths = async () => ({
      paths: [{ params: { language: 'ar', page: [] } }, { params: { language: 'ar', page: ['blog', 'able'] } }],
      fallback: false,
    });
    const safe = previewSafe(props, () => Post, languagePaths);
    expect(await safe({ params: { language: 'ar' } })).toHaveProperty('props');
    expect(await safe({ params: { language: 'ar', page: ['blog', 'able'] } })).toHaveProperty('props');
    expect(await safe({ params: { language: 'ar', page: ['blog', 'gone'] } })).toEqual({ notFound: true });
    expect(await safe({ params: { language: 'en', page: ['blog', 'able'] } })).toEqual({ notFound: true });
  });

  it('shows the shell and why when the data cannot be built from the content', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    quietly();
    const result = await previewSafe(failingProps, () => Post)({ params: { language: 'ar' } });
    expect(result).toMatchObject({
      props: { shell: { locale: 'ar', contentProblems: [LINE] }, previewFailure: { error: "TypeError: Cannot read properties of undefined (reading 'map')" } },
    });
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it('shows the shell and why when the page cannot be drawn from the content', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    quietly();
    const result = await previewSafe(brokenProps, () => Post)({});
    expect(result).toMatchObject({ props: { shell: { locale: 'en' }, previewFailure: { error: expect.stringMatching(/^TypeError: .*toUpperCase/) } } });
    expect(result).not.toHaveProperty('props.title');
  });

  it('draws a page only while the content check finds problems', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    checkSiteContent.mockReturnValueOnce([]);
    // Not drawn here: Next draws it, and a code mistake gets Next's own error screen.
    expect(await previewSafe(brokenProps, () => Post)({})).toHaveProperty('props.title', 42);
  });

  it('leaves the shell out when the content breaks it too, and the banner still names the problems', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    quietly();
    const brokenShell: GetStaticProps = async () => {
      const page = await withShell('en', {});
      return { props: { ...page.props, shell: { ...page.props.shell, ui: { ...page.props.shell.ui, blog: { ...page.props.shell.ui.blog, feed: 42 } } } } };
    };
    const result = await previewSafe(brokenShell, () => Post)({});
    expect(result).toMatchObject({ props: { previewFailure: { error: expect.stringMatching(/^TypeError/), problems: [LINE] } } });
    expect(result).not.toHaveProperty('props.shell');
  });
});

describe('the preview of a page that cannot be shown', () => {
  it('puts why in the banner, under the content problems, and in the page', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    quietly();
    const { props: failed } = (await previewSafe(failingProps, () => Post)({})) as { props: Parameters<typeof Preview>[0] & { previewFailure: never } };
    const html = renderToStaticMarkup(
      <Preview shell={failed.shell} failure={failed.previewFailure} currentPath="/blog/able">
        <Post title="never drawn" />
      </Preview>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const banner = page.querySelector('[data-content-problems]')!;
    expect(banner).toHaveTextContent(CONTENT_PROBLEMS_HEADING);
    expect([...banner.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      LINE,
      `${NOT_SHOWN}: TypeError: Cannot read properties of undefined (reading 'map')`,
    ]);
    expect(page.querySelector('main [data-preview-failure]')).toHaveTextContent("TypeError: Cannot read properties of undefined (reading 'map')");
    expect(page.querySelector('header')).not.toBeNull();
    expect(html).not.toContain('never drawn');
  });

  it('is what the editing guide tells staff to expect', () => {
    const guide = readFileSync(join(process.cwd(), 'docs/editing.md'), 'utf8').replace(/\s+/g, ' ');
    expect(guide).toContain(`says "${NOT_SHOWN}"`);
  });
});

describe('every page file', () => {
  const pagesDir = join(process.cwd(), 'pages');
  const files = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx$/.test(file) && !/(^|\/)_(app|document)\.tsx$/.test(file));

  it.each(files)('%s goes through the preview: getStaticProps, and getStaticPaths with it', (file) => {
    const source = readFileSync(join(pagesDir, file), 'utf8');
    expect(source).toMatch(/^export const getStaticProps = previewSafe\(/m);
    if (/^export const getStaticPaths\b/m.test(source)) {
      const paths = /^export const getStaticPaths = previewPaths\((.+)\);$/m.exec(source)?.[1];
      expect(paths).toBeDefined();
      // getStaticProps asks the same list, as previewSafe's last argument.
      const code = source.replace(/\s+/g, '');
      expect([`,${paths});`, `,${paths},);`].some((end) => code.includes(end.replace(/\s+/g, '')))).toBe(true);
    }
  });
});
