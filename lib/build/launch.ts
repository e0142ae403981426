/**
 * The launch check (`npm run check:launch`, scripts/check-launch.ts): every sample value still in the
 * content or the settings (content/sample.ts), and every part still waiting for approval (a case study's
 * quote, `approved: false`), one line each, `file › item › field: value`. Walks the
 * exports as the pages read them (lib/content/registry.ts): `site` holds the settings as the host set them, so
 * a sample default the host replaced is not named; `contact` is left out for that reason (`site` carries
 * its values, or the host's).
 */
import type { AnyObject } from 'yup';
import type { ContentEntry, ContentIssue } from '@/lib/content/schema';

/** Exports whose values the pages read through another export (the host's settings apply there). */
const READ_THROUGH = new Set(['content/site.ts › contact']);

const quoted = (value: string) => JSON.stringify(value);

function walk(value: unknown, file: string, item: string, path: string, isSample: (value: unknown) => boolean, issues: ContentIssue[]) {
  if (isSample(value)) {
    issues.push({ file, item, field: path || '(value)', message: `sample value ${quoted(value as string)}` });
    return;
  }
  if (Array.isArray(value)) value.forEach((entry, index) => walk(entry, file, item, `${path}[${index}]`, isSample, issues));
  else if (value && typeof value === 'object') {
    const record = value as AnyObject;
    if (record.sample === true) {
      const name = ['label', 'name', 'title'].map((field) => record[field]).find((field) => typeof field === 'string');
      issues.push({
        file,
        item,
        field: path || 'sample',
        message: `sample item${name ? ` ${quoted(name)}` : ''}: make it real (or confirm it) and delete its "sample: true", or remove it (with its texts in each language)`,
      });
      return;
    }
    for (const [key, entry] of Object.entries(record)) walk(entry, file, item, path ? `${path}.${key}` : key, isSample, issues);
  }
}

/** Every part of an item that waits for someone's approval (`approved: false`: a case study's quote), sample item or not. */
function unapproved(value: unknown, file: string, item: string, path: string, issues: ContentIssue[]) {
  if (Array.isArray(value)) value.forEach((entry, index) => unapproved(entry, file, item, `${path}[${index}]`, issues));
  else if (value && typeof value === 'object') {
    const record = value as AnyObject;
    if (record.approved === false)
      issues.push({
        file,
        item,
        field: path ? `${path}.approved` : 'approved',
        message:
          'not approved yet: the site shows it without a name; once the client has approved it, set approved: true (and the name, if they agree to be named)',
      });
    for (const [key, entry] of Object.entries(record)) unapproved(entry, file, item, path ? `${path}.${key}` : key, issues);
  }
}

/** Every sample value and item of the content, and every part waiting for approval, as it would be published. */
export function launchIssues(entries: readonly ContentEntry[], isSample: (value: unknown) => boolean): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const entry of entries) {
    if (READ_THROUGH.has(`${entry.file} › ${entry.name}`)) continue;
    const check = (item: unknown, name: string) => {
      walk(item, entry.file, name, '', isSample, issues);
      unapproved(item, entry.file, name, '', issues);
    };
    if (entry.kind === 'one') check(entry.value, entry.name);
    else if (entry.kind === 'list' && Array.isArray(entry.value))
      entry.value.forEach((item, index) => check(item, String((item as AnyObject)?.[entry.key ?? 'slug'] ?? `${entry.name} #${index + 1}`)));
    else if (entry.value && typeof entry.value === 'object') for (const [key, item] of Object.entries(entry.value)) check(item, key);
  }
  return issues;
}
