/**
 * `npm run check:translations`: every text of another language (content/ar/, content/fr/…) whose English
 * changed after the translation last did, from git history, per item and field (Lunaria's report, finer):
 * `content/<language>/<file>.ts › item › field` with the English then and now, and a count per language.
 * Uncommitted edits count as the newest. It reports and never fails: the exit code is 0 (2 for a wrong
 * argument). docs/editing.md, "Translations older than their English".
 *
 *   npm run check:translations -- --mark-reviewed "content/ar/services.ts › training › page.seo.title"
 *     adds the line to content/reviewed-translations.ts: that text is as new as its English once committed.
 *   npm run check:translations -- --summary
 *     one line, the count, or nothing when there is none (what `npm run dev` shows).
 */
import { languages } from '../content/languages';
import { formatReport, olderThanEnglish } from '../lib/build/translation-freshness';
import { findStaleTranslations, markReviewed, REVIEWED_FILE } from '../lib/build/translation-history';

const USAGE = 'Usage: npm run check:translations [-- --summary | --mark-reviewed "content/<language>/<file>.ts › item › field"]';
const codes = languages.slice(1).map((language) => language.code);

/** What the command prints and its exit code, for `args` in the checkout `root`. */
export function checkTranslations(root: string, args: readonly string[]): { readonly lines: string[]; readonly code: number } {
  if (args[0] === '--mark-reviewed' && args.length === 2) {
    const problem = markReviewed(root, args[1]!, codes);
    return problem
      ? { lines: [problem], code: 2 }
      : { lines: [`Marked reviewed in ${REVIEWED_FILE}: ${args[1]!.trim()}. Commit that file: the mark counts from its commit.`], code: 0 };
  }
  const summary = args.length === 1 && args[0] === '--summary';
  if (args.length > 0 && !summary) return { lines: [USAGE], code: 2 };
  const stale = findStaleTranslations(root, codes);
  if (stale === undefined)
    return { lines: summary ? [] : ['No git history here: the report of translations older than their English needs a git checkout.'], code: 0 };
  if (summary)
    return {
      lines: stale.length ? [`${olderThanEnglish(stale.length)} (npm run check:translations)`] : [],
      code: 0,
    };
  return { lines: formatReport(stale, codes), code: 0 };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const { lines, code } = checkTranslations(process.cwd(), process.argv.slice(2));
  for (const line of lines) (code === 0 ? console.log : console.error)(line);
  process.exitCode = code;
}
