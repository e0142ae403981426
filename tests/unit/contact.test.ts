import { afterEach, describe, expect, it, vi } from 'vitest';
import { ValidationError } from 'yup';
import { contactMessages, contactSchema } from '@/lib/browser/contact-schema';
import { contactMailto } from '@/lib/browser/mailto';
import { isPossiblePhone, normalizePhoneDigits, phoneLengthResult } from '@/lib/browser/phone';
import { submitWithTimeout } from '@/lib/browser/contact-submit';

function errorsOf(values: Record<string, string>): Record<string, string[]> {
  try {
    contactSchema.validateSync(values, { abortEarly: false });
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

describe('submitWithTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('succeeds only on a success reply', async () => {
    expect(await submitWithTimeout(async () => ({ kind: 'success' }))).toBe('succeeded');
    expect(await submitWithTimeout(async () => ({ kind: 'error' }))).toBe('failed');
    expect(await submitWithTimeout(async () => Promise.reject(new Error('network')))).toBe('failed');
  });

  it('fails when no answer comes within the timeout', async () => {
    vi.useFakeTimers();
    const outcome = submitWithTimeout(() => new Promise(() => {}), 15_000);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await outcome).toBe('failed');
  });
});
