import { afterEach, describe, expect, it, vi } from 'vitest';
import { ValidationError } from 'yup';
import { contactFormCopy } from '@/content/contact';
import { contactFormCopy as arabicContactFormCopy } from '@/content/ar/contact';
import { contactMessagesFrom, contactSchema } from '@/lib/browser/contact-schema';
import { contactMailto } from '@/lib/browser/mailto';
import { formatPhone, isPossiblePhone, normalizePhoneDigits, phoneCountry, phoneLengthResult, textForCountry, toE164 } from '@/lib/browser/phone';
import { submitWithWait } from '@/lib/browser/contact-submit';

const contactMessages = contactMessagesFrom(contactFormCopy.messages);
const englishSchema = contactSchema(contactMessages);

function errorsOf(values: Record<string, string>): Record<string, string[]> {
  try {
    englishSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const result: Record<string, string[]> = {};
    for (const inner of (error as ValidationError).inner) (result[inner.path!] ??= []).push(inner.message);
    return result;
  }
}

const valid = { fullname: 'Rana Khoury', email: 'rana@example.org', phone_number: '+96171123456', message: 'We need help with Oracle HCM payroll.' };

describe('contact schema', () => {
  it('accepts a complete request', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('reports every required field at once with the spec messages', () => {
    expect(errorsOf({ fullname: '', email: '', phone_number: '', message: '' })).toEqual({
      fullname: ['Fullname is required'],
      email: ['Email is required'],
      phone_number: ['Phone Number is required'],
      message: ['Message is required'],
    });
  });

  it('rejects an invalid e-mail, a short and a long message, and an invalid phone', () => {
    expect(errorsOf({ ...valid, email: 'rana@example' }).email).toEqual(['Email is invalid']);
    expect(errorsOf({ ...valid, email: 'not an email' }).email).toEqual(['Email is invalid']);
    expect(errorsOf({ ...valid, message: 'Too short' }).message).toEqual(['Message must be at least 10 characters']);
    expect(errorsOf({ ...valid, message: 'x'.repeat(401) }).message).toEqual(['Message must not exceed 400 numbers']);
    expect(errorsOf({ ...valid, message: 'x'.repeat(400) }).message).toBeUndefined();
    expect(errorsOf({ ...valid, phone_number: '+9617' }).phone_number).toEqual(['Phone number is invalid']);
    expect(contactMessages.phoneInvalid).toBe('Phone number is invalid');
  });
});

describe('contact messages in Arabic', () => {
  const arabic = contactSchema(contactMessagesFrom(arabicContactFormCopy.messages));
  const arabicErrors = (values: Record<string, string>) => {
    const result = arabic.validate(values, { abortEarly: false }).then(
      () => ({}),
      (error: ValidationError) => Object.fromEntries(error.inner.map((inner) => [inner.path!, inner.message])),
    );
    return result;
  };

  it('says every required field in Arabic', async () => {
    expect(await arabicErrors({ fullname: '', email: '', phone_number: '', message: '' })).toEqual({
      fullname: 'الاسم الكامل مطلوب',
      email: 'البريد الإلكتروني مطلوب',
      phone_number: 'رقم الهاتف مطلوب',
      message: 'الرسالة مطلوبة',
    });
  });

  it('fills the limits into the Arabic messages', async () => {
    expect(await arabicErrors({ ...valid, fullname: 'ن'.repeat(101), email: 'rana@example', phone_number: '+9617', message: 'قصيرة' })).toEqual({
      fullname: 'يجب ألّا يتجاوز الاسم الكامل 100 حرف',
      email: 'البريد الإلكتروني غير صالح',
      phone_number: 'رقم الهاتف غير صالح',
      message: 'يجب أن تتكوّن الرسالة من 10 أحرف على الأقل',
    });
    expect(await arabicErrors({ ...valid, email: `${'a'.repeat(250)}@example.org`, message: 'م'.repeat(401) })).toEqual({
      email: 'يجب ألّا يتجاوز البريد الإلكتروني 254 حرفًا',
      message: 'يجب ألّا تتجاوز الرسالة 400 حرف',
    });
    expect(await arabicErrors(valid)).toEqual({});
  });

  it('keeps the English messages those of the spec, limits filled in', () => {
    expect(contactMessages).toEqual({
      fullnameRequired: 'Fullname is required',
      fullnameTooLong: 'Full name must be at most 100 characters',
      emailRequired: 'Email is required',
      emailInvalid: 'Email is invalid',
      emailTooLong: 'Email must be at most 254 characters',
      phoneRequired: 'Phone Number is required',
      phoneInvalid: 'Phone number is invalid',
      messageRequired: 'Message is required',
      messageTooShort: 'Message must be at least 10 characters',
      messageTooLong: 'Message must not exceed 400 numbers',
    });
  });
});

describe('phone digits and length', () => {
  it('reads full-width, Arabic-Indic and Persian digits as ASCII and drops the rest', () => {
    expect(normalizePhoneDigits('＋９６１ ７１-１２３ ４５６')).toBe('+96171123456');
    expect(normalizePhoneDigits('٠٣ ١٢٣ ٤٥٦')).toBe('03123456');
    expect(normalizePhoneDigits('۰۳-۱۲۳-۴۵۶')).toBe('03123456');
    expect(normalizePhoneDigits('+961 (71) 123-456 ext')).toBe('+96171123456');
    expect(normalizePhoneDigits('+961 ٧١ 12۳ ４56')).toBe('+96171123456');
    expect(normalizePhoneDigits('12+34')).toBe('1234');
  });

  it('judges Lebanese numbers by possible length', () => {
    expect(phoneLengthResult('71 123 456')).toBe('IS_POSSIBLE');
    expect(phoneLengthResult('٧١ ١٢٣ ٤٥٦')).toBe('IS_POSSIBLE');
    expect(phoneLengthResult('+961 71 123 456')).toBe('IS_POSSIBLE');
    expect(phoneLengthResult('+961 7')).toBe('TOO_SHORT');
    expect(phoneLengthResult('+961 71 123 456 789')).toBe('TOO_LONG');
    expect(phoneLengthResult('abc')).toBe('NOT_A_NUMBER');
  });

  it('judges foreign numbers by their own country', () => {
    expect(isPossiblePhone('+33 6 12 34 56 78')).toBe(true);
    expect(isPossiblePhone('+971 50 123 4567')).toBe(true);
    expect(isPossiblePhone('+1 248 555 0100')).toBe(true);
    expect(phoneLengthResult('+33 6 12')).toBe('TOO_SHORT');
    expect(phoneLengthResult('+1 248 555 0100 99')).toBe('TOO_LONG');
    expect(['INVALID_LENGTH', 'TOO_SHORT']).toContain(phoneLengthResult('+966 5'));
  });
});

describe('contact schema bounds', () => {
  const cast = (values: Record<string, string>) => englishSchema.validateSync(values, { abortEarly: false });

  it('rejects consecutive dots, IP literals and other non-addresses with the spec message', () => {
    for (const email of [
      'user@example..com',
      'user..name@example.com',
      '.user@example.com',
      'user.@example.com',
      'user@.example.com',
      'user@[127.0.0.1]',
      'user@[IPv6:::1]',
      'user@127.0.0.1',
      'user@-example.com',
      'user@example-.com',
      'user@@example.com',
      'us er@example.com',
    ]) {
      expect(errorsOf({ ...valid, email }).email, email).toEqual(['Email is invalid']);
    }
  });

  it('accepts ordinary and international addresses', () => {
    for (const email of ['rana.khoury+oracle@example.org', 'r_k-1@mail.example.co.uk', 'rana@xn--mgbh0fb.xn--kgbechtv', 'رنا@مثال.لبنان', 'user@exämple.com']) {
      expect(errorsOf({ ...valid, email }).email, email).toBeUndefined();
    }
  });

  it('caps the address at 254 characters with its own message', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(at254).toHaveLength(254);
    expect(errorsOf({ ...valid, email: at254 }).email).toBeUndefined();
    expect(errorsOf({ ...valid, email: `${'a'.repeat(300)}@example.com` }).email).toEqual(['Email must be at most 254 characters']);
    expect(errorsOf({ ...valid, email: `x${at254}` }).email).toEqual(['Email must be at most 254 characters']);
    expect(contactMessages.emailTooLong).toBe('Email must be at most 254 characters');
  });

  it('removes invisible characters and surrounding spaces from the address before checking, and sends it so', () => {
    expect(errorsOf({ ...valid, email: 'rana@example.org\u200B' })).toEqual({});
    expect(cast({ ...valid, email: 'rana@example.org\u200B' }).email).toBe('rana@example.org');
    expect(cast({ ...valid, email: '\uFEFF\u200C rana@exam\u00ADple.org\u200D\u00A0\n' }).email).toBe('rana@example.org');
    expect(cast({ ...valid, email: 'ra\u200Bna@example.org' }).email).toBe('rana@example.org');
    // An address made only of invisible characters is an empty one.
    expect(errorsOf({ ...valid, email: '\u200B\uFEFF\u00AD ' }).email).toEqual(['Email is required']);
    // Not counted towards the 254.
    expect(errorsOf({ ...valid, email: `${'\u200B'.repeat(100)}${'a'.repeat(200)}@example.com` }).email).toBeUndefined();
  });

  it('caps the full name at 100 characters with its own message, spaces around it not counted', () => {
    expect(errorsOf({ ...valid, fullname: 'R'.repeat(100) }).fullname).toBeUndefined();
    expect(errorsOf({ ...valid, fullname: `  ${'R'.repeat(100)}\u200B ` }).fullname).toBeUndefined();
    expect(cast({ ...valid, fullname: `\u200B Rana Khoury \uFEFF` }).fullname).toBe('Rana Khoury');
    expect(errorsOf({ ...valid, fullname: 'R'.repeat(101) }).fullname).toEqual(['Full name must be at most 100 characters']);
    expect(errorsOf({ ...valid, fullname: 'رنا خوري '.repeat(12) }).fullname).toEqual(['Full name must be at most 100 characters']);
    expect(errorsOf({ ...valid, fullname: '\u200B ' }).fullname).toEqual(['Fullname is required']);
    expect(contactMessages.fullnameTooLong).toBe('Full name must be at most 100 characters');
  });

  it('judges the phone on its E.164 form: letters make it invalid, a bare calling code is empty', () => {
    expect(errorsOf({ ...valid, phone_number: 'call me' }).phone_number).toEqual(['Phone number is invalid']);
    expect(errorsOf({ ...valid, phone_number: '+961 3 123 abc' }).phone_number).toEqual(['Phone number is invalid']);
    expect(errorsOf({ ...valid, phone_number: '+9613123456' }).phone_number).toBeUndefined();
  });
});

describe('phone normalisation to E.164', () => {
  it('reads a Lebanese number written any common way as +961 (Lebanon is the default)', () => {
    for (const text of [
      '03 123 456',
      '3123456',
      '3 123 456',
      '00961 3 123 456',
      '0096103123456',
      '+961 3 123 456',
      '+9613123456',
      '+961 03 123 456',
      '+961 (0)3 123-456',
      '٠٣ ١٢٣ ٤٥٦',
      '۰۳-۱۲۳-۴۵۶',
      '＋９６１ ３ １２３ ４５６',
      '\u200E+961 3 123 456\u200F',
      '03\u00A0123\u00A0456',
      '03.123.456',
    ]) {
      expect(toE164(text), text).toBe('+9613123456');
      expect(toE164(text, 'LB'), text).toBe('+9613123456');
    }
  });

  it('reads what was typed after the prefilled +961, or pasted over it', () => {
    for (const text of [
      '+9613123456',
      '+96103123456',
      '+961 03 123 456',
      '+961٠٣ ١٢٣ ٤٥٦',
      '+961+961 3 123 456',
      '+96100961 3 123 456',
      '+961 0096103123456',
    ]) {
      expect(toE164(text), text).toBe('+9613123456');
    }
    expect(toE164('+961 0033 1 23 45 67 89')).toBe('+33123456789');
    expect(toE164('+961+33 1 23 45 67 89')).toBe('+33123456789');
  });

  it('accepts the 00 international prefix for any country', () => {
    expect(toE164('00 33 1 23 45 67 89')).toBe('+33123456789');
    expect(toE164('0033123456789')).toBe('+33123456789');
    expect(toE164('00 971 50 123 4567')).toBe('+971501234567');
    expect(toE164('00 33 1 23 45 67 89', 'FR')).toBe('+33123456789');
    expect(toE164('00 1 248 555 0100', 'US')).toBe('+12485550100');
  });

  it('reads a local number in the country the visitor picked', () => {
    expect(toE164('01 23 45 67 89', 'FR')).toBe('+33123456789');
    expect(toE164('1 23 45 67 89', 'FR')).toBe('+33123456789');
    expect(toE164('050 123 4567', 'AE')).toBe('+971501234567');
    expect(toE164('(248) 555-0100', 'US')).toBe('+12485550100');
    // An international number keeps its own country whatever was picked.
    expect(toE164('+961 3 123 456', 'FR')).toBe('+9613123456');
  });

  it('keeps a leading 0 that is part of the number (Italy) and drops a trunk 0 after the code elsewhere', () => {
    expect(toE164('+39 06 1234 5678')).toBe('+390612345678');
    expect(toE164('+44 020 7946 0000')).toBe('+442079460000');
    expect(toE164('+33 01 23 45 67 89')).toBe('+33123456789');
  });

  it('gives an empty value for an empty field or a bare calling code', () => {
    for (const text of ['', '   ', '+', '+961', '+961 ', '+33', '\u200B']) expect(toE164(text), JSON.stringify(text)).toBe('');
  });

  it('keeps digits it cannot complete, so the length check judges them', () => {
    expect(toE164('+961 7')).toBe('+9617');
    expect(toE164('+9617112')).toBe('+9617112');
    expect(toE164('+961 71 123 456 789')).toBe('+96171123456789');
    expect(toE164('7')).toBe('+9617');
    expect(phoneLengthResult(toE164('7'))).toBe('TOO_SHORT');
    expect(phoneLengthResult(toE164('+961 71 123 456 789'))).toBe('TOO_LONG');
  });

  it('keeps text with letters or other signs as typed (trimmed): it is not a number', () => {
    expect(toE164('call me')).toBe('call me');
    expect(toE164(' +961 3 123 456 ext 12 ')).toBe('+961 3 123 456 ext 12');
    expect(toE164('03*123#456')).toBe('03*123#456');
    expect(toE164('03 123 + 456')).toBe('03 123 + 456');
    for (const text of ['call me', '+961 3 123 456 ext 12', '03*123#456']) expect(isPossiblePhone(toE164(text)), text).toBe(false);
  });

  it('names the country of the number for the flag: the number’s own, else the picked one', () => {
    expect(phoneCountry('+961 3 123 456')).toBe('LB');
    expect(phoneCountry('03 123 456')).toBe('LB');
    expect(phoneCountry('+33 1 23 45 67 89')).toBe('FR');
    expect(phoneCountry('00 33 1')).toBe('FR');
    expect(phoneCountry('+33')).toBe('FR');
    expect(phoneCountry('+1 248 555 0100')).toBe('US');
    expect(phoneCountry('01 23 45 67 89', 'FR')).toBe('FR');
    expect(phoneCountry('+1', 'CA')).toBe('CA');
    expect(phoneCountry('call me', 'FR')).toBe('FR');
    expect(phoneCountry('+961 0033 1 23 45 67 89')).toBe('FR');
  });

  it('formats a possible number for display, international style, and leaves anything else alone', () => {
    expect(formatPhone('03 123 456')).toBe('+961 3 123 456');
    expect(formatPhone('0096103123456')).toBe('+961 3 123 456');
    expect(formatPhone('٠٣ ١٢٣ ٤٥٦')).toBe('+961 3 123 456');
    expect(formatPhone('01 23 45 67 89', 'FR')).toBe('+33 1 23 45 67 89');
    expect(formatPhone('+961 7')).toBe('+961 7');
    expect(formatPhone('call me')).toBe('call me');
    expect(formatPhone('+961')).toBe('+961');
  });

  it('rewrites the calling code when the visitor picks a country, and leaves a local number or other text alone', () => {
    expect(textForCountry('+961', 'FR')).toBe('+33');
    expect(textForCountry('', 'FR')).toBe('+33');
    expect(textForCountry('+961 3 123 456', 'FR')).toBe('+33 3123456');
    expect(textForCountry('0096103123456', 'FR')).toBe('+33 3123456');
    expect(textForCountry('03 123 456', 'FR')).toBe('03 123 456');
    expect(textForCountry('call me', 'FR')).toBe('call me');
    expect(toE164(textForCountry('+961', 'FR'), 'FR')).toBe('');
  });
});

describe('mailto fallback', () => {
  it('encodes every value, including characters that would break the link', () => {
    const link = contactMailto('info@example.com', {
      fullname: 'Tom & Jerry?',
      email: 'a#b@example.com',
      phone_number: '+961 71 123 456',
      message: '100% sure\nline two <script>alert(1)</script>',
    });
    expect(link.startsWith('mailto:info@example.com?subject=')).toBe(true);
    const url = new URL(link);
    const body = url.searchParams.get('body')!;
    expect(body).toBe(
      'Name: Tom & Jerry?\r\nE-mail: a#b@example.com\r\nPhone: +961 71 123 456\r\n\r\nMessage:\r\n100% sure\nline two <script>alert(1)</script>',
    );
    expect(link).not.toMatch(/[<>\s]/);
    expect(link.split('?')[1]!.split('&')).toHaveLength(2);
    expect(link).toContain('Tom%20%26%20Jerry%3F');
    expect(link).toContain('100%25%20sure');
    expect(link).toContain('a%23b%40example.com');
  });
});

describe('mailto fallback in the page language', () => {
  const request = { fullname: 'رنا خوري', email: 'rana@example.org', phone_number: '+9613123456', message: 'نحتاج إلى مساعدة في Oracle HCM.' };

  it('labels the lines with the form copy: English as before, Arabic in Arabic', () => {
    const english = contactMailto('info@example.com', request, contactFormCopy.mailSubject, contactFormCopy.mailTruncated, contactFormCopy.mailLabels);
    expect(english).toBe(contactMailto('info@example.com', request, contactFormCopy.mailSubject, contactFormCopy.mailTruncated));
    const { mailSubject, mailTruncated, mailLabels } = arabicContactFormCopy;
    const url = new URL(contactMailto('info@example.com', request, mailSubject, mailTruncated, mailLabels));
    expect(url.searchParams.get('subject')).toBe('طلب من نموذج التواصل على الموقع');
    expect(url.searchParams.get('body')).toBe(
      'الاسم: رنا خوري\r\nالبريد الإلكتروني: rana@example.org\r\nالهاتف: +9613123456\r\n\r\nالرسالة:\r\nنحتاج إلى مساعدة في Oracle HCM.',
    );
  });
});

describe('mailto fallback length', () => {
  const NOTE = 'The message was shortened to fit in an e-mail link.';
  const person = { fullname: 'Rana Khoury', email: 'rana@example.org', phone_number: '+9613123456' };
  const bodyOf = (link: string) => new URL(link).searchParams.get('body')!;
  const encodedBody = (link: string) => link.slice(link.indexOf('&body=') + '&body='.length);
  const messageOf = (body: string) => body.slice(body.indexOf('Message:\r\n') + 'Message:\r\n'.length);
  /** Every % starts a whole escape: the cut never split one. */
  const wellEscaped = (link: string) => !/%(?![0-9A-F]{2})/.test(link);

  it('keeps a short request whole, without the note', () => {
    const message = 'We need help with Oracle HCM payroll.';
    const link = contactMailto('info@example.com', { ...person, message }, 'Subject', NOTE);
    expect(messageOf(bodyOf(link))).toBe(message);
    expect(link).not.toContain(encodeURIComponent(NOTE));
  });

  it('cuts a 20,000-character message between words, under 2,000 characters in all, and says so', () => {
    const message = 'Oracle payroll migration plan. '.repeat(650);
    const link = contactMailto('info@example.com', { ...person, message }, 'Request from the website contact form', NOTE);
    expect(link.length).toBeLessThanOrEqual(2000);
    expect(encodedBody(link).length).toBeLessThanOrEqual(1800);
    expect(wellEscaped(link)).toBe(true);
    const body = bodyOf(link);
    expect(body.startsWith('Name: Rana Khoury\r\nE-mail: rana@example.org\r\nPhone: +9613123456\r\n\r\nMessage:\r\n')).toBe(true);
    expect(body.endsWith(`\r\n\r\n${NOTE}`)).toBe(true);
    const kept = messageOf(body).slice(0, -`\r\n\r\n${NOTE}`.length);
    expect(kept.length).toBeGreaterThan(1000);
    expect(message.startsWith(kept)).toBe(true);
    // Cut between two words.
    expect(message[kept.length]).toBe(' ');
    expect(kept).toMatch(/\S$/);
  });

  it('cuts Arabic (about six encoded characters each) between words, never inside an escape', () => {
    const message = 'نحتاج مساعدة في نظام أوراكل للرواتب '.repeat(200);
    const link = contactMailto('info@example.com', { ...person, message }, 'Subject', NOTE);
    expect(link.length).toBeLessThanOrEqual(2000);
    expect(wellEscaped(link)).toBe(true);
    const kept = messageOf(bodyOf(link)).slice(0, -`\r\n\r\n${NOTE}`.length);
    expect(kept.length).toBeGreaterThan(150);
    expect(message.startsWith(kept)).toBe(true);
    expect(message[kept.length]).toBe(' ');
  });

  it('holds at the limits of the form: a 400-character message with a 100-character name and a 254-character e-mail', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    const ascii = { fullname: 'R'.repeat(100), email, phone_number: '+96171123456', message: 'word '.repeat(80).slice(0, 400) };
    const asciiLink = contactMailto('info@example.com', ascii, 'Request from the website contact form', NOTE);
    expect(asciiLink.length).toBeLessThanOrEqual(2000);
    // Everything fits: nothing is cut.
    expect(bodyOf(asciiLink)).toBe(`Name: ${ascii.fullname}\r\nE-mail: ${email}\r\nPhone: +96171123456\r\n\r\nMessage:\r\n${ascii.message}`);
    const arabic = { ...ascii, fullname: 'رنا خوري '.repeat(12).slice(0, 100), message: 'نحتاج مساعدة '.repeat(40).slice(0, 400) };
    const arabicLink = contactMailto('info@example.com', arabic, 'Request from the website contact form', NOTE);
    expect(arabicLink.length).toBeLessThanOrEqual(2000);
    expect(wellEscaped(arabicLink)).toBe(true);
    const body = bodyOf(arabicLink);
    // Name and e-mail whole: they are how the company answers.
    expect(body).toContain(`Name: ${arabic.fullname}\r\nE-mail: ${email}\r\n`);
    expect(body.endsWith(`\r\n\r\n${NOTE}`)).toBe(true);
  });

  it('cuts overlong values too, when the form could not check them (verification unavailable)', () => {
    const link = contactMailto(
      'info@example.com',
      { fullname: 'ن'.repeat(5000), email: 'é'.repeat(5000), phone_number: '٣'.repeat(5000), message: 'م'.repeat(5000) },
      'Subject',
      NOTE,
    );
    expect(link.length).toBeLessThanOrEqual(2000);
    expect(wellEscaped(link)).toBe(true);
    const body = bodyOf(link);
    expect(body).toMatch(/^Name: ن+…\r\nE-mail: é+…\r\nPhone: ٣+…\r\n\r\nMessage:\r\nم+…?\r\n\r\n/);
    expect(body.endsWith(NOTE)).toBe(true);
  });

  it('never splits a surrogate pair, and survives a lone surrogate', () => {
    const link = contactMailto('info@example.com', { ...person, message: '😀'.repeat(2000) }, 'Subject', NOTE);
    expect(link.length).toBeLessThanOrEqual(2000);
    const kept = messageOf(bodyOf(link)).slice(0, -`\r\n\r\n${NOTE}`.length);
    expect(kept).toMatch(/^(?:😀)+$/u);
    expect(() => contactMailto('info@example.com', { ...person, message: `broken \uD83D text ${'x'.repeat(3000)}` }, 'Subject', NOTE)).not.toThrow();
    expect(bodyOf(contactMailto('info@example.com', { ...person, message: 'broken \uD83D text' }, 'Subject', NOTE))).toContain('broken \uFFFD text');
  });
});

describe('submitWithWait', () => {
  afterEach(() => vi.useRealTimers());
  const never = () => {
    throw new Error('the wait is not over');
  };

  it('succeeds only on a success reply', async () => {
    expect(await submitWithWait(async () => ({ kind: 'success' }), never)).toBe('succeeded');
    expect(await submitWithWait(async () => ({ kind: 'error' }), never)).toBe('failed');
    expect(await submitWithWait(async () => Promise.reject(new Error('network')), never)).toBe('failed');
  });

  it('says once when no answer came within the wait, and still settles with the late answer', async () => {
    vi.useFakeTimers();
    let answer: (reply: { kind: string }) => void = () => {};
    const waitsOver: number[] = [];
    const outcome = submitWithWait(
      () => new Promise((resolve) => (answer = resolve)),
      () => waitsOver.push(Date.now()),
      15_000,
    );
    await vi.advanceTimersByTimeAsync(14_999);
    expect(waitsOver).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(waitsOver).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(waitsOver).toHaveLength(1);
    answer({ kind: 'success' });
    expect(await outcome).toBe('succeeded');
  });

  it('never says the wait is over once the service has answered', async () => {
    vi.useFakeTimers();
    const waitsOver: number[] = [];
    expect(
      await submitWithWait(
        async () => ({ kind: 'success' }),
        () => waitsOver.push(1),
        15_000,
      ),
    ).toBe('succeeded');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(waitsOver).toEqual([]);
  });
});
