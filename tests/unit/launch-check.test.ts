// @vitest-environment node
/**
 * `npm run check:launch` names every sample value and item (content/sample.ts) as it would be published,
 * and passes once each is replaced in content or by the host's settings.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { AnyObject } from 'yup';
import { caseStudies } from '@/content/case-studies';
import { clients } from '@/content/clients';
import { contentEntries } from '@/lib/content/registry';
import { isSample } from '@/content/sample';
import { formatIssue } from '@/lib/content/schema';
import { team } from '@/content/team';
import { launchIssues } from '@/lib/build/launch';

const run = (env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-launch.ts'], { encoding: 'utf8', env: { ...process.env, ...env } });

/** The content with every sample value replaced by a real-looking one and every sample item removed. */
function launched(value: unknown): unknown {
  if (isSample(value)) return `real ${String(value)}`;
  if (Array.isArray(value)) return value.filter((item) => (item as AnyObject | undefined)?.sample !== true).map(launched);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, launched(entry)]));
  return value;
}

const SETTINGS = {
  NEXT_PUBLIC_SITE_URL: 'https://www.cedrus.example-launch.com',
  NEXT_PUBLIC_CONTACT_EMAIL: 'info@cedrus.test',
  NEXT_PUBLIC_RECRUITMENT_EMAIL: 'careers@cedrus.test',
  NEXT_PUBLIC_CONTACT_PHONE: '+961 1 234 567',
  NEXT_PUBLIC_FORMSPREE_FORM_ID: 'mrealform',
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: '6LrealKeyForTheLaunchCheckTest',
};

describe('the launch check', () => {
  it('fails on the repository as it is, naming every sample client and person and each invented setting', () => {
    const result = run();
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n').slice(1);
    for (const client of clients.filter((item) => 'sample' in item && item.sample))
      expect(lines).toContain(
        `  content/clients.ts › ${client.slug} › sample: sample item "${client.label}": make it real (or confirm it) and delete its "sample: true", or remove it (with its texts in each language)`,
      );
    expect(lines.filter((line) => line.includes('content/team.ts'))).toHaveLength(team.filter((person) => person.sample).length);
    for (const field of ['url', 'email', 'recruitmentEmail', 'phone', 'formspreeFormId', 'recaptchaSiteKey'])
      expect(lines.some((line) => line.startsWith(`  content/site.ts › site › ${field}: sample value "`))).toBe(true);
    expect(result.stderr.split('\n')[0]).toBe(
      `Launch check failed: ${lines.length} sample or unapproved value(s) would be published. Replace or confirm each in content/, or set it in the host's settings (docs/deploy.md):`,
    );
  });

  it('no longer names a setting the host has set', () => {
    const result = run(SETTINGS);
    expect(result.status).toBe(1);
    expect(result.stderr).not.toContain('content/site.ts › site ›');
    expect(result.stderr).not.toContain('xdemoform');
  });

  it("names a client's quote not yet approved, in a case study that is no longer a sample, until it is approved", () => {
    const [story] = caseStudies;
    const confirmed = (approved: boolean) =>
      contentEntries().map((entry) =>
        entry.name === 'caseStudies'
          ? { ...entry, value: [{ ...story, sample: undefined, quote: { ...story!.quote, approved } }] }
          : { ...entry, value: launched(entry.value) },
      );
    expect(launchIssues(confirmed(false), isSample).map(formatIssue)).toEqual([
      `content/case-studies.ts › ${story!.slug} › quote.approved: not approved yet: the site shows it without a name; once the client has approved it, set approved: true (and the name, if they agree to be named)`,
    ]);
    expect(launchIssues(confirmed(true), isSample)).toEqual([]);
  });

  it('passes once every sample value and item is replaced', () => {
    const entries = contentEntries().map((entry) => ({ ...entry, value: launched(entry.value) }));
    expect(launchIssues(entries, isSample).map(formatIssue)).toEqual([]);
    expect(launchIssues(contentEntries(), isSample).length).toBeGreaterThan(0);
  });
});
