/**
 * The names an Arabic page may write in Latin letters in its interface words (accessible names, titles,
 * alt texts, placeholders, visually hidden text), and the English left anywhere else: what
 * tests/e2e/arabic-text.spec.ts checks on every Arabic page, after the libraries have run.
 *
 * The allow-list is derived, not typed again: the brand (content/site.ts), Oracle's products and the
 * acronyms the headings already allow (`PRODUCT_NAMES`, lib/build/heading-case.ts), the other companies the
 * site names, the networks of the share bar and the social links, and the clients' names
 * (content/clients.ts). These are written as their owners write them, in every language. Besides them, a
 * run that starts with "Oracle" is one of Oracle's own names (a product, programme or certification:
 * "Oracle Cloud HCM Implementation Specialist"), an address (`name@company.com`) is an address, and a
 * number is a number.
 */
import { clients } from '@/content/clients';
import { site, visibleSocialLinks } from '@/content/site';
import { SHARE_LABELS } from '../share';
import { OTHER_COMPANIES, PRODUCT_NAMES } from './heading-case';
import { latinRuns } from './latin-runs';

/** The Latin names an Arabic page may use in its interface words. */
export function latinNames(): ReadonlySet<string> {
  return new Set([
    site.name,
    ...PRODUCT_NAMES,
    ...OTHER_COMPANIES,
    ...Object.values(SHARE_LABELS),
    ...visibleSocialLinks.map((link) => link.name),
    ...clients.map((client) => client.label),
  ]);
}

const ORACLE_NAME = /^Oracle(?:\s|$)/;
const ADDRESS = /@|:\/\/|^www\./;
const NUMBER = /^[+#]?\d[\d.,:/%+\-\u2013]*$/;

/** Whether a run is a sequence of allowed names and numbers, cut at its spaces. */
function namesOnly(run: string, names: ReadonlySet<string>): boolean {
  const words = run.split(/[\s\u00A0]+/);
  const covered = [true, ...words.map(() => false)];
  for (let from = 0; from < words.length; from += 1) {
    if (!covered[from]) continue;
    for (let to = from + 1; to <= words.length; to += 1) {
      const phrase = words.slice(from, to).join(' ');
      if (names.has(phrase) || NUMBER.test(phrase)) covered[to] = true;
    }
  }
  return covered[words.length]!;
}

/** The Latin runs of a text that are not names: English left in an Arabic text ("Go to Slide 1"). */
export function englishIn(text: string, names: ReadonlySet<string> = latinNames()): string[] {
  return latinRuns(text)
    .map(({ start, end }) => text.slice(start, end))
    .filter((run) => !ORACLE_NAME.test(run) && !ADDRESS.test(run) && !namesOnly(run, names));
}
