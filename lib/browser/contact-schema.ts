/**
 * The contact form's rules (docs/product.md#fields-and-rules): the single source for the form and its tests.
 * The messages are content (`contactFormCopy.messages`), in the page's language.
 */
import { object, string, type InferType } from 'yup';
import type { ContactFormCopy } from '@/lib/content/types';
import { fill } from '@/lib/template';
import { characterCount } from './characters';
import { isPossiblePhone } from './phone';

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 400;
export const FULLNAME_MAX = 100;
/** The longest address mail can carry (RFC 5321: a 256-octet path, angle brackets included). */
export const EMAIL_MAX = 254;

/** The validation messages of one language, limits filled in. */
export type ContactMessages = Readonly<Record<keyof ContactFormCopy['messages'], string>>;

/** The form copy's message templates with the limits put in their blanks (`{{max}}`, `{{min}}`). */
export function contactMessagesFrom(templates: ContactFormCopy['messages']): ContactMessages {
  return {
    ...templates,
    fullnameTooLong: fill(templates.fullnameTooLong, { max: FULLNAME_MAX }),
    emailTooLong: fill(templates.emailTooLong, { max: EMAIL_MAX }),
    messageTooShort: fill(templates.messageTooShort, { min: MESSAGE_MIN }),
    messageTooLong: fill(templates.messageTooLong, { max: MESSAGE_MAX }),
  };
}

/** Zero-width space, non-joiner and joiner, word joiner, BOM and soft hyphen: invisible, brought by copying. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
const INVISIBLE_AT_ENDS = /^[\s\u200B-\u200D\u2060\uFEFF\u00AD]+|[\s\u200B-\u200D\u2060\uFEFF\u00AD]+$/g;

/** Text without the invisible characters and spaces around it (inside a name, a joiner may matter). */
const trimInvisible = (value: unknown) => (typeof value === 'string' ? value.replace(INVISIBLE_AT_ENDS, '') : value);
/** An address holds no invisible character anywhere: they are all dropped, then the spaces around it. */
const cleanEmail = (value: unknown) => (typeof value === 'string' ? value.replace(INVISIBLE, '').trim() : value);

/**
 * A mailbox address: a local part of dot-separated runs (no leading, trailing or doubled dot), and a
 * domain name of dot-separated labels (letters of any script, digits, inner hyphens) ending in a
 * top-level domain of letters (or `xn--`). IP literals (`[127.0.0.1]`) and bare IPs are refused.
 */
const EMAIL =
  /^[^\s@."(),:;<>[\]\\]+(?:\.[^\s@."(),:;<>[\]\\]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?\.)+(?:\p{L}[\p{L}\p{M}]+|xn--[a-z\d-]+)$/iu;

/** The form's rules, speaking the given language's messages. */
export const contactSchema = (contactMessages: ContactMessages) =>
  object({
    fullname: string().transform(trimInvisible).required(contactMessages.fullnameRequired).max(FULLNAME_MAX, contactMessages.fullnameTooLong),
    email: string()
      .transform(cleanEmail)
      .required(contactMessages.emailRequired)
      // One message per field: too long is said alone, the form of the address once it fits.
      .max(EMAIL_MAX, contactMessages.emailTooLong)
      .test('email', contactMessages.emailInvalid, (value) => !value || value.length > EMAIL_MAX || EMAIL.test(value)),
    phone_number: string()
      .required(contactMessages.phoneRequired)
      .test('possible-phone', contactMessages.phoneInvalid, (value) => !value || isPossiblePhone(value)),
    message: string()
      .trim()
      .required(contactMessages.messageRequired)
      // One message per field: the length rules apply once there is text, counted in characters as
      // the visitor sees them (an emoji is one), as the live counter counts.
      .test('min', contactMessages.messageTooShort, (value) => !value || characterCount(value) >= MESSAGE_MIN)
      .test('max', contactMessages.messageTooLong, (value) => !value || characterCount(value) <= MESSAGE_MAX),
  });

export type ContactRequest = InferType<ReturnType<typeof contactSchema>>;

export const emptyContactRequest: ContactRequest = { fullname: '', email: '', phone_number: '', message: '' };
