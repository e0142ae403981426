/**
 * `npm run dev` only: the preview shows the content as it is now, mistakes included, and never Next's
 * error screen instead (docs/editing.md, "See your changes"). Every page's getStaticProps goes through
 * `previewSafe`, and every page of items' getStaticPaths through `previewPaths`:
 * - a page of items answers as the build would, from the content of this request: the page when its
 *   getStaticPaths lists it (a post added since the preview started), 404 when not (one removed).
 *   `next dev` would decide from the list an earlier request got (it answers from a cache it refreshes
 *   after answering) and keeps every address it was ever given until it restarts, so its getStaticPaths
 *   lists nothing, with `fallback: 'blocking'`: every address comes to getStaticProps, which decides;
 * - a page the content breaks, whose data cannot be built (a required field removed) or which cannot
 *   be drawn (a text that is a number), is the shell with the content banner, and in the page's place
 *   why (components/layout/Preview.tsx). Whether it can be drawn is known by drawing it here, once, while
 *   the content check finds problems: an error while Next draws the page would be its error screen,
 *   in the terminal and again in the browser.
 * In a build, and in the tests, both run as they are: `fallback: false`, and a content mistake stops the build.
 */
import type { GetStaticPaths, GetStaticProps, GetStaticPropsContext } from 'next';
import type { ParsedUrlQuery } from 'node:querystring';
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Layout, type LayoutProps } from '@/components/layout/Layout';
import { SiteHead } from '@/components/layout/SiteHead';
import { defaultLocale, isLocale } from '../i18n';
import { devContentProblems, shellProps, type ShellProps } from './shell';

/** Why the preview could not show a page, and the content check's lines for the banner when it has no shell. */
export interface PreviewFailure {
  /** The error's kind and message (the terminal has its stack). */
  readonly error: string;
  readonly problems: readonly string[];
}

const inPreview = () => process.env.NODE_ENV === 'development';

const errorLine = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** A page's params as one text: each name with its values, in name order; an empty catch-all (`/ar`) is no value. */
function paramsKey(params: ParsedUrlQuery | undefined): string {
  const entries = Object.entries(params ?? {}).map(([name, value]) => [name, value === undefined ? [] : [value].flat()] as const);
  return JSON.stringify(entries.filter(([, values]) => values.length > 0).sort(([a], [b]) => a.localeCompare(b)));
}

/** Whether getStaticPaths lists the page of these params now (its paths are `{ params }`, as every page's are). */
async function listed(getStaticPaths: GetStaticPaths, params: ParsedUrlQuery | undefined): Promise<boolean> {
  const { paths } = await getStaticPaths({});
  const key = paramsKey(params);
  return paths.some((path) => typeof path !== 'string' && paramsKey(path.params) === key);
}

/** The error drawing this runs into, as one line; none when it draws. */
function drawingError(node: ReactNode): string | undefined {
  try {
    renderToString(node);
    return undefined;
  } catch (error) {
    return errorLine(error);
  }
}

/** The page as pages/_app.tsx draws it: the shared head, the shell and the page in it. */
const drawn = (shell: ShellProps, page: ReactNode) =>
  createElement(Fragment, null, createElement(SiteHead, { shell }), createElement(Layout, { shell, currentPath: '/' } as LayoutProps, page));

/** A page that cannot be shown: the shell when it can be drawn (with nothing in it), and why. */
function failureProps(context: GetStaticPropsContext, error: string, pageShell: ShellProps | undefined) {
  const language = context.params?.language;
  let shell = pageShell;
  try {
    shell ??= shellProps(isLocale(language) ? language : defaultLocale);
  } catch {
    // The content the shell is built from is broken too.
  }
  if (shell && drawingError(drawn(shell, null))) shell = undefined;
  const previewFailure: PreviewFailure = { error, problems: shell ? [] : (devContentProblems().contentProblems ?? []) };
  return { props: { ...(shell ? { shell } : {}), previewFailure } };
}

/** A page of items' getStaticPaths: under `npm run dev`, no page known in advance (see the top of this file); anywhere else, the same. */
export function previewPaths<F extends GetStaticPaths>(getStaticPaths: F): F {
  const paths = async (context: Parameters<GetStaticPaths>[0]) => (inPreview() ? { paths: [], fallback: 'blocking' as const } : getStaticPaths(context));
  return paths as F;
}

/**
 * A page's getStaticProps under `npm run dev` as the top of this file says; anywhere else, the same
 * getStaticProps. `page` gives the page's component (a function, as the component's props are typed
 * from this getStaticProps: `() => BlogPostPage`), and a page of items gives its getStaticPaths. Its
 * type is the page's own: the props of a failure are read by pages/_app.tsx, never by the page.
 */
export function previewSafe<F extends GetStaticProps>(getStaticProps: F, page: () => unknown, getStaticPaths?: GetStaticPaths): F {
  const safe = async (context: GetStaticPropsContext) => {
    if (!inPreview()) return getStaticProps(context);
    let result: Awaited<ReturnType<F>>;
    try {
      if (getStaticPaths && !(await listed(getStaticPaths, context.params))) return { notFound: true as const };
      result = (await getStaticProps(context)) as Awaited<ReturnType<F>>;
    } catch (error) {
      console.error(error);
      return failureProps(context, errorLine(error), undefined);
    }
    if (!('props' in result)) return result;
    const props = (await result.props) as { readonly shell?: ShellProps };
    // A page is drawn here only while the content check finds problems: a clean page is drawn once, by Next.
    if (!props.shell?.contentProblems?.length) return result;
    const error = drawingError(drawn(props.shell, createElement(page() as ComponentType<object>, props)));
    return error ? failureProps(context, error, props.shell) : result;
  };
  return safe as F;
}
