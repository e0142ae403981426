/**
 * One small content file written twice, line for line: in English at the top of content/, and in Arabic in a
 * language folder (content/ar/), as an editor of either would write it. A mistake is made the same way in
 * both, and the content check must tell it in the same words, on the same line: only the file and the word
 * quoted differ. Used by tests/unit/content-syntax.test.ts and tests/unit/content-check-cli.test.ts.
 */

export type SampleLanguage = 'en' | 'ar';

export const SAMPLE_FILES: Readonly<Record<SampleLanguage, string>> = { en: 'content/sample.ts', ar: 'content/ar/sample.ts' };

/** The texts of the sample, by field. */
const TEXTS = {
  en: {
    title: 'Our cloud first program',
    text: 'We implemented Core HR and Payroll in Oracle HCM Cloud for the whole group.',
    keywords: ['human resources', 'payroll'],
  },
  ar: { title: 'برنامج السحابة أولًا', text: 'طبّقنا وحدات Core HR وPayroll في Oracle HCM Cloud للمجموعة بأكملها.', keywords: ['الموارد البشرية', 'الرواتب'] },
} as const;

/** The sample file in a language; its fields are on lines 3 (title) to 6 (topic). */
export function sampleSource(language: SampleLanguage): string {
  const { title, text, keywords } = TEXTS[language];
  return [
    '/** A sample of texts. */',
    'export const sample = {',
    `  title: "${title}",`,
    `  text: "${text}",`,
    `  keywords: ["${keywords[0]}", "${keywords[1]}"],`,
    '  topic: "HCM Cloud",',
    '};',
    '',
  ].join('\n');
}

/** Replaces `from` in `source`, which must hold it exactly once. */
function replaceOnce(source: string, from: string, to: string): string {
  const at = source.indexOf(from);
  if (at < 0 || source.indexOf(from, at + 1) >= 0) throw new Error(`the sample must hold ${JSON.stringify(from)} exactly once`);
  return source.slice(0, at) + to + source.slice(at + from.length);
}

export interface SampleMistake {
  readonly name: string;
  /** Whether the syntax pass finds it (the others are found when the file loads). */
  readonly syntax: boolean;
  /** The sample in a language with the mistake made. */
  break(language: SampleLanguage): string;
  /** The line the message names. */
  readonly line: number;
  /** The message after "<file> › line <n>: ", in a language (only the quoted word differs). */
  message(language: SampleLanguage): string;
}

const secondKeyword = (language: SampleLanguage) => TEXTS[language].keywords[1];
/** A word of the title, written between straight quotes inside it ("أولًا" carries a vowel sign). */
const quoted = { en: 'first', ar: 'أولًا' } as const;
/** A text without quotes: a single word, which JavaScript reads as a name. */
const bareWord = { en: 'Payroll', ar: 'الرواتب' } as const;

export const SAMPLE_MISTAKES: readonly SampleMistake[] = [
  {
    name: 'a comma missing at the end of a line',
    syntax: true,
    break: (language) => replaceOnce(sampleSource(language), `${TEXTS[language].title}",`, `${TEXTS[language].title}"`),
    line: 3,
    message: () => 'a comma is missing at the end of this line (every field and list item ends with ",").',
  },
  {
    name: 'a comma missing between two items of one line',
    syntax: true,
    break: (language) => replaceOnce(sampleSource(language), `", "${secondKeyword(language)}"`, `" "${secondKeyword(language)}"`),
    line: 5,
    message: (language) => `a comma is missing before "${secondKeyword(language)}" (every field and list item ends with ",").`,
  },
  {
    name: 'a straight quote that ends a text early',
    syntax: true,
    break: (language) => replaceOnce(sampleSource(language), quoted[language], `"${quoted[language]}"`),
    line: 3,
    message: (language) => `the straight quote (") before "${quoted[language]}" ends the text early; inside a text, write quotation marks as curly quotes “ ”.`,
  },
  {
    name: 'a text without its closing quote',
    syntax: true,
    break: (language) => replaceOnce(sampleSource(language), `${TEXTS[language].text}",`, `${TEXTS[language].text},`),
    line: 4,
    message: (language) =>
      `the text ${{ en: '"We implemented Core HR and…', ar: '"طبّقنا وحدات Core HR…' }[language]} has no closing quote; end it with the same quote it starts with (").`,
  },
  {
    name: 'a word without quotes',
    syntax: false,
    break: (language) => replaceOnce(sampleSource(language), 'topic: "HCM Cloud",', `topic: ${bareWord[language]},`),
    line: 6,
    message: (language) => `"${bareWord[language]}" is not defined; check its spelling, or put it between quotes if it is a text.`,
  },
  {
    name: 'an import of a file that does not exist',
    syntax: false,
    break: (language) =>
      replaceOnce(
        replaceOnce(sampleSource(language), 'export const sample', 'import { topics } from "./topics";\nexport const sample'),
        'topic: "HCM Cloud",',
        'topic: topics.hcm,',
      ),
    line: 2,
    message: () => 'it imports "./topics", which does not exist.',
  },
];
