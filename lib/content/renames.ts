/**
 * A key changed in the source content, told once. A post's slug (a picture's key, an office's id…) renamed in
 * content/*.ts leaves the other languages' texts under the old key and every place that named it pointing
 * nowhere (a link, a case study's post, a member's service): a line for each, and none saying what happened.
 * One mistake, one line instead, at the source:
 *
 *   content/blogs.ts › able-award › slug: renamed from "able"? content/ar/blogs.ts, content/fr/blogs.ts and
 *   content/site.ts › site › announcement.href still name "able": rename it there too, or put "able" back
 *
 * An item given the key of another (a duplicate) is its duplicate's line alone: the places that named the key
 * it had are its consequences too. The renames are read from the languages' texts (lib/content/item-keys.ts):
 * every language still has texts under the old key, and none under the new one.
 */
import { renameIssue, sharedChanges, type ItemKeys, type Rename } from './item-keys';
import type { ContentIssue } from './validate';

/** How many places a line names before "and N more". */
const NAMED = 3;

/** Whether `issue` names the key `key` that no item has any more: a reference to it, or a link to its page. */
const namesKey = (issue: ContentIssue, key: string) =>
  issue.value === key || (issue.rule === 'known-page' && issue.value !== undefined && issue.value.split(/[/?#]/).includes(key));

/** Whether `issue` is the renamed item's own, caused by the rename (a case study's post with no facts of its new slug). */
const ownIssue = (issue: ContentIssue, rename: Rename) => issue.file === rename.sourceFile && issue.item === rename.to && issue.field !== rename.keyName;

/** Places as a line names them: "file › item › field", each once, the first few. */
function places(issues: readonly ContentIssue[]): string[] {
  const named = [...new Set(issues.map((issue) => `${issue.file} › ${issue.item} › ${issue.field}`))];
  return named.length <= NAMED ? named : [...named.slice(0, NAMED), `${named.length - NAMED} more places`];
}

/**
 * The source's problems (`issues`) with each rename told once, in place of its consequences, and the
 * consequences of a duplicate key left out. `languages`: every language's ItemKeys; `count`: how many
 * languages there are besides the source.
 */
export function withRenames(issues: readonly ContentIssue[], languages: readonly (readonly ItemKeys[])[], count: number): ContentIssue[] {
  const groups = new Map<string, ItemKeys[]>();
  for (const keys of languages.flat()) groups.set(`${keys.sourceFile} › ${keys.name}`, [...(groups.get(`${keys.sourceFile} › ${keys.name}`) ?? []), keys]);
  const renames: Rename[] = [];
  const gone: string[] = [];
  for (const group of groups.values()) {
    const changes = sharedChanges(group, count);
    renames.push(...changes.renames);
    const file = group[0]!.sourceFile;
    if (issues.some((issue) => issue.file === file && issue.rule === 'unique')) gone.push(...changes.removed);
  }
  const causedBy = (rename: Rename) => (issue: ContentIssue) => namesKey(issue, rename.from) || ownIssue(issue, rename);
  const consequence = (issue: ContentIssue) => renames.some((rename) => causedBy(rename)(issue)) || gone.some((key) => namesKey(issue, key));
  const told = renames.map((rename) => renameIssue(rename, places(issues.filter((issue) => namesKey(issue, rename.from)))));
  return [...told, ...issues.filter((issue) => !consequence(issue))];
}
