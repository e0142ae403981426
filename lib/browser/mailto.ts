/**
 * The e-mail fallback of the contact form: a mailto: link with every value encoded (docs/decisions.md#security),
 * short enough for every mail program and browser to open it whole.
 */
import type { ContactRequest } from './contact-schema';

export const FALLBACK_SUBJECT = 'Request from the website contact form';
export const FALLBACK_SHORTENED = 'The message was shortened to fit in an e-mail link.';
/** The labels of the body's lines, in the page's language (`contactFormCopy.mailLabels`). */
export interface MailLabels {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly message: string;
}
export const FALLBACK_LABELS: MailLabels = { name: 'Name', email: 'E-mail', phone: 'Phone', message: 'Message' };

/** Longest link handed over: beyond about 2,000 characters some browsers and mail programs refuse it or cut it anywhere. */
export const MAILTO_MAX = 2000;
/** Longest encoded body within it. */
export const MAILTO_BODY_MAX = 1800;
/** Longest encoded value of each line above the message, so the message always keeps room (a form-valid name and address fit). */
const LINE_MAX = { fullname: 600, email: 600, phone_number: 120 } as const;
const ELLIPSIS = '…';

/** Lone surrogates (broken pasted text) as U+FFFD: encodeURIComponent throws on them. */
function wellFormed(text: string): string {
  let result = '';
  for (const character of text) {
    const code = character.charCodeAt(0);
    result += character.length === 1 && code >= 0xd800 && code <= 0xdfff ? '\uFFFD' : character;
  }
  return result;
}

const encode = (text: string) => encodeURIComponent(wellFormed(text));

/**
 * The longest start of `text` whose encoding takes at most `max` characters, cut between whole
 * characters (never inside a surrogate pair, so never inside an escape), and between words when
 * `words` and a space is near the end.
 */
function cut(text: string, max: number, words: boolean): { kept: string; cut: boolean } {
  let kept = '';
  let length = 0;
  for (const character of wellFormed(text)) {
    length += encodeURIComponent(character).length;
    if (length > max) {
      if (words && !/^\s/.test(character)) {
        const space = kept.search(/\s\S*$/);
        if (space > kept.length / 2) kept = kept.slice(0, space);
      }
      return { kept: kept.trimEnd(), cut: true };
    }
    kept += character;
  }
  return { kept, cut: false };
}

function body(labels: MailLabels, name: string, email: string, phone: string, message: string): string {
  return [`${labels.name}: ${name}`, `${labels.email}: ${email}`, `${labels.phone}: ${phone}`, '', `${labels.message}:`, message].join('\r\n');
}

/**
 * `mailto:to?subject=…&body=…` with the visitor's name, e-mail, phone and message, at most
 * MAILTO_MAX characters: when it would be longer, overlong lines end in "…", the message is cut
 * between words, and a last line (`shortened`) says so. The lines are labelled with `labels`. The visitor's values themselves are untouched.
 */
export function contactMailto(
  to: string,
  request: Partial<ContactRequest>,
  subject: string = FALLBACK_SUBJECT,
  shortened: string = FALLBACK_SHORTENED,
  labels: MailLabels = FALLBACK_LABELS,
): string {
  const start = `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?subject=${encode(subject)}&body=`;
  const budget = Math.min(MAILTO_BODY_MAX, MAILTO_MAX - start.length);
  const { fullname = '', email = '', phone_number = '', message = '' } = request;
  const whole = encode(body(labels, fullname, email, phone_number, message));
  if (whole.length <= budget) return start + whole;

  const line = (value: string, max: number) => {
    const result = cut(value, max - encode(ELLIPSIS).length, false);
    return result.cut ? result.kept + ELLIPSIS : value;
  };
  const head = encode(body(labels, line(fullname, LINE_MAX.fullname), line(email, LINE_MAX.email), line(phone_number, LINE_MAX.phone_number), ''));
  const note = encode(`\r\n\r\n${shortened}`);
  const kept = cut(message, Math.max(0, budget - head.length - note.length), true).kept;
  return start + head + encode(kept) + note;
}
