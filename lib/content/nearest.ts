/**
 * The names nearest to a mistyped one, for the content check's "did you mean" (lib/content/rules.ts, check.ts,
 * translate.ts, lib/build/portraits.ts): a line names the likely one, or the three nearest, never a whole list
 * of slugs or keys (ninety picture keys make a line nobody reads). Pure.
 */

/** The name nearest to a mistyped one (edit distance of at most a third of its length), or null. */
export function closest(name: string, names: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = Math.max(2, Math.floor(name.length / 3)) + 1;
  for (const candidate of names) {
    const distance = editDistance(name, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

/** The words of a name: "oracle-partner-logo" → oracle, partner, logo. */
const words = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The `count` names nearest to `name`, nearest first: those sharing more of its words ("oracle-partner-logo" and
 * "partner"), then by edit distance, then in their own order; without repeats.
 */
export function nearest(name: string, names: readonly string[], count = 3): string[] {
  const own = words(name);
  return [...new Set(names)]
    .map((candidate, index) => ({
      candidate,
      index,
      shared: words(candidate).filter((word) => own.includes(word)).length,
      distance: editDistance(name.toLowerCase(), candidate.toLowerCase()),
    }))
    .sort((a, b) => b.shared - a.shared || a.distance - b.distance || a.index - b.index)
    .slice(0, count)
    .map(({ candidate }) => candidate);
}

/** "a", "a" or "b", "a", "b" or "c": quoted names as a sentence offers them. */
export function oneOfQuoted(names: readonly string[]): string {
  const quoted = names.map((name) => `"${name}"`);
  return quoted.length < 2 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
}

/**
 * What to offer for a name that is not one of `names`: `did you mean "able"?` when one is close, else the
 * three nearest (`did you mean "asiacell", "blc-bank" or "gulf-trading"?`); '' when there are none.
 */
export function didYouMean(name: string, names: readonly string[]): string {
  const near = closest(name, names);
  const offered = near === null ? nearest(name, names) : [near];
  return offered.length === 0 ? '' : `did you mean ${oneOfQuoted(offered)}?`;
}

/**
 * Which name written where none belongs (`extra`) was meant to be which name left without its own (`missing`):
 * the only one of each, else each extra name and the missing one closest to it. A misspelt slug, a file saved
 * under another name.
 */
export function pairNames(extra: readonly string[], missing: readonly string[]): [string, string][] {
  if (extra.length === 1 && missing.length === 1) return [[extra[0]!, missing[0]!]];
  const left = [...missing];
  const pairs: [string, string][] = [];
  for (const name of extra) {
    const meant = closest(name, left);
    if (meant === null) continue;
    pairs.push([name, meant]);
    left.splice(left.indexOf(meant), 1);
  }
  return pairs;
}

/** How many names a line lists whole (the fields of a shape, say); past it, the three nearest. */
const LISTED = 12;

/** `names` as a line offers them for `name`: all of them, as `what: a, b, c`, when they are few; else the nearest. */
export function namesOrNearest(name: string, names: readonly string[], what: string): string {
  return names.length <= LISTED ? `${what}: ${names.join(', ') || 'none'}` : didYouMean(name, names);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}
