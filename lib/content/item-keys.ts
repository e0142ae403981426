/**
 * The items of a list or a record (posts by slug, offices by id, pictures by key) on which another language's
 * texts and the source content disagree, and the one line each mistake gets. A language's texts are keyed by
 * the items' keys (lib/content/translate.ts), so one mistake shows as a key the language has and the source
 * has not ("extra"), a key the source has and the language has not ("missing"), or both:
 *
 * - the same in every language: the source changed. A key renamed there (its texts everywhere under the old
 *   one) is one line at the source, "renamed from …?" (lib/content/renames.ts finds it first, with every other
 *   place that still names the old key); an item removed there, or added, is one line for all the languages.
 * - in one language only: that language's mistake, one line in its file: a misspelt key with the key it was
 *   meant to be (whose texts it holds), else the nearest keys, and a missing item's texts.
 *
 * Pure: the keys come from lib/content/translate.ts `itemKeysOf`.
 */
import { didYouMean, pairNames } from './nearest';
import type { ContentIssue } from './validate';

/** Where one language's texts of a list or record export and the source's items disagree. */
export interface ItemKeys {
  /** The language's file ("content/ar/blogs.ts"). */
  readonly file: string;
  /** The source's file and export ("content/blogs.ts", "blogs"). */
  readonly sourceFile: string;
  readonly name: string;
  /** What names the items: "slug", "id", "image"…, or "key" for a record's. */
  readonly keyName: string;
  /** The keys of the source's items that have texts. */
  readonly keys: readonly string[];
  /** Keys the language has texts under that no item of the source has. */
  readonly extra: readonly string[];
  /** Keys of the source's items the language has no texts for. */
  readonly missing: readonly string[];
}

/** A key renamed in the source: its texts are still under `from`, and the item is now `to`. */
export interface Rename extends Pick<ItemKeys, 'sourceFile' | 'name' | 'keyName'> {
  readonly from: string;
  readonly to: string;
  /** The languages' files that still have its texts under `from`. */
  readonly files: readonly string[];
}

const common = (lists: readonly (readonly string[])[]) => lists[0]!.filter((key) => lists.every((list) => list.includes(key)));
const others = (files: readonly string[]) => (files.length > 1 ? ` and in ${sentence(files.slice(1))}` : '');

/** "a", "a and b", "a, b and c". */
export function sentence(parts: readonly string[]): string {
  return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * What every language disagrees on in the same way, for one export (`group`: its ItemKeys in each language,
 * `languages`: how many languages there are besides the source): keys renamed, removed and added in the source.
 * With a single language a language's mistake cannot be told from the source's, and it is the language's.
 */
export function sharedChanges(group: readonly ItemKeys[], languages: number) {
  if (group.length < 2 || group.length !== languages) return { renames: [] as Rename[], removed: [] as string[], added: [] as string[] };
  const [first] = group as [ItemKeys];
  const removed = common(group.map((keys) => keys.extra));
  const added = common(group.map((keys) => keys.missing));
  const renames = pairNames(removed, added).map(([from, to]): Rename => ({
    sourceFile: first.sourceFile,
    name: first.name,
    keyName: first.keyName,
    from,
    to,
    files: group.map((keys) => keys.file),
  }));
  return {
    renames,
    removed: removed.filter((key) => !renames.some((rename) => rename.from === key)),
    added: added.filter((key) => !renames.some((rename) => rename.to === key)),
  };
}

/** The one line of a key renamed in the source, naming every place (`places`) that still names the old key. */
export function renameIssue(rename: Rename, places: readonly string[]): ContentIssue {
  const still = [...rename.files, ...places];
  return {
    file: rename.sourceFile,
    item: rename.to,
    field: rename.keyName,
    message: `renamed from "${rename.from}"? ${sentence(still)} still ${still.length === 1 ? 'names' : 'name'} "${rename.from}": rename it there too, or put "${rename.from}" back`,
  };
}

/** Every language's disagreements with the source (`languages`: each language's ItemKeys), one line per mistake. */
export function itemKeyIssues(languages: readonly (readonly ItemKeys[])[]): ContentIssue[] {
  const groups = new Map<string, ItemKeys[]>();
  for (const keys of languages.flat()) {
    const id = `${keys.sourceFile} › ${keys.name}`;
    groups.set(id, [...(groups.get(id) ?? []), keys]);
  }
  return [...groups.values()].flatMap((group) => {
    const { renames, removed, added } = sharedChanges(group, languages.length);
    const [first] = group as [ItemKeys];
    const files = group.map((keys) => keys.file);
    const from = `${first.sourceFile} › ${first.name}`;
    // Items removed or added together (a post and its pictures) are one line for the export.
    const also = (keys: readonly string[]) => (keys.length > 1 ? ` (and ${sentence(keys.slice(1).map((key) => `"${key}"`))})` : '');
    const shared: ContentIssue[] = renames.map((rename) => renameIssue(rename, []));
    if (removed.length > 0)
      shared.push({
        file: first.file,
        item: removed[0]!,
        field: '(whole item)',
        message: `is not an item of ${from}${also(removed)}: remove ${removed.length > 1 ? 'their' : 'its'} texts here${others(files)}`,
      });
    if (added.length > 0)
      shared.push({
        file: first.file,
        item: added[0]!,
        field: '(whole item)',
        message: `is missing${also(added)}: ${from} has ${added.length > 1 ? 'these items' : 'this item'}; write ${added.length > 1 ? 'their' : 'its'} texts here${others(files)}`,
      });
    const settled = new Set([...renames.flatMap((rename) => [rename.from, rename.to]), ...removed, ...added]);
    return [...shared, ...group.flatMap((keys) => languageIssues(keys, settled))];
  });
}

/** One language's own disagreements, leaving out the keys every language shares (`settled`). */
function languageIssues(keys: ItemKeys, settled: ReadonlySet<string>): ContentIssue[] {
  const extra = keys.extra.filter((key) => !settled.has(key));
  const missing = keys.missing.filter((key) => !settled.has(key));
  const pairs = pairNames(extra, missing);
  const from = `${keys.sourceFile} › ${keys.name}`;
  const line = (item: string, message: string): ContentIssue => ({ file: keys.file, item, field: '(whole item)', message });
  return [
    ...extra.map((key) => {
      const meant = pairs.find(([written]) => written === key)?.[1];
      if (meant !== undefined) return line(key, `is not an item of ${from}; did you mean "${meant}"? (that item has no texts here)`);
      return line(key, `is not an item of ${from}: remove it, or give it the ${keys.keyName} of an item there (${didYouMean(key, keys.keys)})`);
    }),
    ...missing.filter((key) => !pairs.some(([, meant]) => meant === key)).map((key) => line(key, `is missing: ${from} has this item; write its texts`)),
  ];
}
