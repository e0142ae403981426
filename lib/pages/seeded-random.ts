/** Build-time randomness that gives the same answer every build (kept out of browser bundles). */

/** A small deterministic generator (mulberry32), so the static HTML holds the same choice every build. */
export function seededRandom(seed: string): () => number {
  let state = [...seed].reduce((hash, character) => Math.imul(hash ^ character.charCodeAt(0), 2654435761) >>> 0, 1779033703);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
