/**
 * Sample content: every value invented for development (contact addresses and phones, social links, the
 * test keys and default settings) is written `sample("…")`, and every invented item (a sample client, a
 * sample team member) carries `sample: true`. They build and test like real values; `npm run check:launch`
 * (scripts/check-launch.ts) lists each one still present and fails until it is replaced, in content or by
 * the host's settings (docs/deploy.md). Replace `sample("info@example.com")` with `"info@cedrus.com"`.
 */
const values = new Set<string>();

/** Marks an invented value: the site shows it as it is; the launch check names it until it is replaced. */
export function sample<T extends string>(value: T): T {
  values.add(value);
  return value;
}

/** Whether a value is one marked `sample(…)` (and still the same: a setting that replaced it is real). */
export function isSample(value: unknown): boolean {
  return typeof value === "string" && values.has(value);
}
