import { afterEach, describe, expect, it, vi } from 'vitest';
import { ValidationError } from 'yup';
import { contactFormCopy } from '@/content/contact';
import { characterCount } from '@/lib/browser/characters';
import { contactMessagesFrom, contactSchema } from '@/lib/browser/contact-schema';

const FAMILY = '👨‍👩‍👧‍👦'; // man, woman, girl, boy joined by zero-width joiners: 7 code points, 11 UTF-16 units
const FLAG = '🇱🇧';
const emoji = (count: number) => '😀'.repeat(count);

const schema = contactSchema(contactMessagesFrom(contactFormCopy.messages));
const valid = { fullname: 'Rana Khoury', email: 'rana@example.org', phone_number: '+96171123456', message: '' };

function messageErrors(message: string): string[] {
  try {
    schema.validateSync({ ...valid, message }, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).inner.filter((inner) => inner.path === 'message').map((inner) => inner.message);
  }
}

describe('characters as a visitor sees them', () => {
  it('counts an emoji once, where a string length counts it twice', () => {
    expect(emoji(201).length).toBe(402);
    expect(characterCount(emoji(201))).toBe(201);
  });

  it('counts a family joined by zero-width joiners, a flag and a letter with its marks as one each', () => {
    expect(characterCount(FAMILY)).toBe(1);
    expect(characterCount(FLAG)).toBe(1);
    expect(characterCount('e\u0301')).toBe(1);
    expect(characterCount('مُحَمَّد')).toBe(4); // four letters with their vowel marks
    expect(characterCount('Oracle HCM')).toBe(10);
    expect(characterCount('')).toBe(0);
  });

  describe('without Intl.Segmenter', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.resetModules();
    });

    it('counts code points: an emoji is still one', async () => {
      vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined });
      vi.resetModules();
      const { characterCount: codePointCount } = await import('@/lib/browser/characters');
      expect(codePointCount(emoji(201))).toBe(201);
      expect(codePointCount(FAMILY)).toBe(7);
    });
  });
});

describe('the message length rules count characters', () => {
  it('accepts 400 emoji and refuses 401', () => {
    expect(messageErrors(emoji(400))).toEqual([]);
    expect(messageErrors(emoji(401))).toEqual(['Message must not exceed 400 numbers']);
  });

  it('accepts 400 family emoji (4,400 UTF-16 units)', () => {
    expect(messageErrors(FAMILY.repeat(400))).toEqual([]);
    expect(messageErrors(FAMILY.repeat(401))).toEqual(['Message must not exceed 400 numbers']);
  });

  it('refuses 9 emoji as too short (18 UTF-16 units) and accepts 10', () => {
    expect(messageErrors(emoji(9))).toEqual(['Message must be at least 10 characters']);
    expect(messageErrors(emoji(10))).toEqual([]);
  });
});
