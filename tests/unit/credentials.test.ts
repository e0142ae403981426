/**
 * The content check on content/credentials.ts (/credentials): each mistake an editor can make in a
 * credential is one line, file › item › field, in an editor's words; the other languages hold its texts
 * only; and the launch check lists every credential still invented.
 */
import { describe, expect, it } from 'vitest';
import { credentials, credentialsPage } from '@/content/credentials';
import { images } from '@/content/media';
import { isSample } from '@/content/sample';
import { launchIssues } from '@/lib/build/launch';
import { crossChecks } from '@/lib/content/check';
import { didYouMean } from '@/lib/content/nearest';
import { contentEntries, translatedContent } from '@/lib/content/registry';
import { credentialGroups, formatIssue } from '@/lib/content/schema';
import { translations } from '@/lib/content/translations';
import { checkWith } from './content-mutation';

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests break content on purpose, outside its types */

/** How the check names a credential: it has no slug, so its position and title. */
const named = (index: number) => `credentials #${index + 1} "${credentials[index]!.title}"`;
const indexWhere = (match: (item: (typeof credentials)[number]) => boolean) => credentials.findIndex(match);
const oracle = indexWhere((item) => item.group === 'oracle-partnership' && 'verify' in item);
const consultants = indexWhere((item) => item.group === 'certified-consultants');
const award = indexWhere((item) => item.group === 'awards');
const law = indexWhere((item) => 'policy' in item);
const certificate = indexWhere((item) => item.group === 'security' && 'verify' in item);
const checkItem = (index: number, mutate: (item: any) => void) => checkWith('credentials', (items) => mutate(items[index]));

describe('the credentials as they are', () => {
  it('pass the check, fill every group of the page, and link every Oracle item that Oracle Partner Finder can show to it', () => {
    expect(checkWith('credentials', () => undefined)).toEqual([]);
    for (const group of credentialGroups)
      expect(
        credentials.some((item) => item.group === group),
        group,
      ).toBe(true);
    for (const index of [oracle, consultants, award, law, certificate]) expect(index).toBeGreaterThanOrEqual(0);
    const oracleItems = credentials.filter((item) => item.group === 'oracle-partnership');
    // Every one but the history of the retired Gold level, which no register shows any more.
    expect(oracleItems.filter((item) => !('verify' in item)).map((item) => item.id)).toEqual(['gold-partner-history']);
    for (const item of oracleItems) if ('verify' in item) expect(item.verify).toBe('https://partner-finder.oracle.com/');
  });

  it('keep a law to its policy page: no law has a register to verify it in', () => {
    for (const item of credentials.filter((entry) => 'policy' in entry)) {
      expect(item.group).toBe('security');
      expect('verify' in item, item.id).toBe(false);
    }
  });
});

describe('a mistake in a credential is one line: file › item › field', () => {
  it('a group the page does not have', () => {
    expect(checkItem(oracle, (item) => (item.group = 'partners'))).toEqual([
      `content/credentials.ts › ${named(oracle)} › group: "partners" is not one of: ${credentialGroups.map((group) => `"${group}"`).join(', ')}`,
    ]);
  });

  it('a verify link that is not https, or not a web address', () => {
    const expected = `content/credentials.ts › ${named(oracle)} › verify: must be the https:// address of a public register where a buyer can check this (e.g. "https://partner-finder.oracle.com/")`;
    expect(checkItem(oracle, (item) => (item.verify = 'http://partner-finder.oracle.com/'))).toEqual([expected]);
    expect(checkItem(oracle, (item) => (item.verify = 'partner-finder.oracle.com'))).toEqual([expected]);
  });

  it('a law with a register as well as its policy page', () => {
    expect(checkItem(law, (item) => (item.verify = 'https://www.iafcertsearch.org/'))).toEqual([
      `content/credentials.ts › ${named(law)} › policy: is for a law, which has no register to check it in; this item has one (verify): keep one of the two`,
    ]);
  });

  it('a security item with neither: a certificate needs its register, a law its policy page', () => {
    expect(checkItem(certificate, (item) => delete item.verify)).toEqual([
      `content/credentials.ts › ${named(certificate)} › verify: is required for a certificate (the register that lists it); for a law, link the page that says how we comply with policy: "/privacy-policy"`,
    ]);
  });

  it('a policy that is not a page of this site', () => {
    expect(checkItem(law, (item) => (item.policy = 'https://www.example.com/privacy'))).toEqual([
      `content/credentials.ts › ${named(law)} › policy: must be a page of this site, e.g. "/privacy-policy"`,
    ]);
    expect(checkItem(law, (item) => (item.policy = '/privacy-polcy'))).toEqual([
      `content/credentials.ts › ${named(law)} › policy: "/privacy-polcy" is not a page of this site (did you mean "/privacy-policy"?)`,
    ]);
  });

  it('a count of certified consultants missing in their group, or given in another', () => {
    expect(checkItem(consultants, (item) => delete item.consultants)).toEqual([
      `content/credentials.ts › ${named(consultants)} › consultants: is required in the certified-consultants group: how many consultants hold this certification`,
    ]);
    expect(checkItem(award, (item) => (item.consultants = 12))).toEqual([
      `content/credentials.ts › ${named(award)} › consultants: counts certified consultants, which only items of the certified-consultants group do: remove it, or move the item there`,
    ]);
    expect(checkItem(consultants, (item) => (item.consultants = '18'))).toEqual([
      `content/credentials.ts › ${named(consultants)} › consultants: is text ("18"); it should be a number`,
    ]);
  });

  it('a year, an artwork key, a missing issuer, a misspelt field and two items with one id', () => {
    expect(
      checkWith('credentials', (items) => {
        items[award].year = 19;
        items[oracle].artwork = 'oracle-partner-logo';
        delete items[consultants].issuer;
        items[certificate].certificate = items[certificate].reference;
      }),
    ).toEqual([
      `content/credentials.ts › ${named(oracle)} › artwork: "oracle-partner-logo" is not an image key of content/media.ts (${didYouMean('oracle-partner-logo', Object.keys(images))})`,
      `content/credentials.ts › ${named(consultants)} › issuer: is required`,
      `content/credentials.ts › ${named(award)} › year: must be 1990 or more`,
      `content/credentials.ts › ${named(certificate)} › certificate: is not a field here (the fields are: id, sample, group, title, text, issuer, year, reference, consultants, verify, policy, artwork)`,
    ]);
    expect(checkWith('credentials', (items) => (items[1].id = items[0].id))).toEqual([
      `content/credentials.ts › ${named(1)} › id: "${credentials[0]!.id}" is also the id of #1 "${credentials[0]!.title}"; each needs its own id`,
    ]);
  });

  it("a group without its heading on the page's copy", () => {
    expect(checkWith('credentialsPage', (page) => delete page.groups.awards)).toEqual([
      'content/credentials.ts › credentialsPage › groups.awards: is required',
    ]);
  });

  it('an SEO title another page already has', () => {
    const page = credentialsPage as unknown as { seo: { title: string } };
    const own = page.seo.title;
    page.seo.title = 'Privacy policy';
    try {
      expect(crossChecks().map(formatIssue)).toEqual([
        'content/credentials.ts › credentialsPage › seo.title: "Privacy policy" is already the title of content/policies.ts › privacy-policy; each page needs its own',
      ]);
    } finally {
      page.seo.title = own;
    }
  });
});

describe("a credential's texts in another language", () => {
  function arabicWith(mutate: (module: any) => void): string[] {
    const file = 'content/credentials.ts';
    const changed = structuredClone({ ...translations.ar[file] });
    mutate(changed);
    return translatedContent('ar', { ...translations.ar, [file]: changed }).issues.map(formatIssue);
  }

  it('are its title and text only, by id: the issuer is a name, written once in English', () => {
    const [first] = credentials;
    expect(arabicWith((module) => (module.credentials[first!.id].issuer = 'أوراكل'))).toEqual([
      `content/ar/credentials.ts › ${first!.id} › issuer: is not a text of content/credentials.ts here (the texts here are: title, text)`,
    ]);
    expect(arabicWith((module) => delete module.credentials[first!.id].text)).toEqual([
      `content/ar/credentials.ts › ${first!.id} › text: is missing: content/credentials.ts has ${JSON.stringify(first!.text).slice(0, 57)}…"`,
    ]);
  });
});

describe('the launch check', () => {
  it('lists every credential still invented, by id, and none that is confirmed', () => {
    const lines = launchIssues(
      contentEntries().filter((entry) => entry.file === 'content/credentials.ts'),
      isSample,
    ).map(formatIssue);
    const invented = credentials.filter((item) => 'sample' in item && item.sample);
    expect(lines).toEqual(
      invented.map(
        (item) =>
          `content/credentials.ts › ${item.id} › sample: sample item "${item.title}": make it real (or confirm it) and delete its "sample: true", or remove it (with its texts in each language)`,
      ),
    );
    // The spec's own claim (the banner's designation) and the Gold level's history are not invented.
    expect(credentials.filter((item) => !('sample' in item)).map((item) => item.id)).toEqual(['hcm-cloud-excellence-implementer', 'gold-partner-history']);
  });
});
