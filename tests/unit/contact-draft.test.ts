import { describe, expect, it } from 'vitest';
import { CONTACT_DRAFT_KEY, clearDraft, readDraft, saveDraft } from '@/lib/browser/contact-draft';
import { emptyContactRequest } from '@/lib/browser/contact-schema';

/** A Map-backed stand-in for the tab's session storage, optionally refusing every write. */
function memoryStorage(refuses = false) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refuses) throw new DOMException('quota', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the contact draft', () => {
  it('keeps what was typed and gives it back over the empty request', () => {
    const storage = memoryStorage();
    saveDraft(storage, { fullname: 'Rana', message: 'Payroll help' });
    expect(readDraft(storage)).toEqual({ ...emptyContactRequest, fullname: 'Rana', message: 'Payroll help' });
  });

  it('an emptied form removes the draft; clearing removes it too', () => {
    const storage = memoryStorage();
    saveDraft(storage, { fullname: 'Rana' });
    saveDraft(storage, { fullname: '', email: '' });
    expect(storage.items.has(CONTACT_DRAFT_KEY)).toBe(false);
    saveDraft(storage, { email: 'rana@example.org' });
    clearDraft(storage);
    expect(readDraft(storage)).toBeUndefined();
  });

  it('reads nothing but the form’s own string fields, and nothing from a broken or foreign entry', () => {
    const storage = memoryStorage();
    storage.setItem(CONTACT_DRAFT_KEY, JSON.stringify({ fullname: 7, message: 'Hello there', extra: 'x', email: ['a'] }));
    expect(readDraft(storage)).toEqual({ ...emptyContactRequest, message: 'Hello there' });
    storage.setItem(CONTACT_DRAFT_KEY, '{not json');
    expect(readDraft(storage)).toBeUndefined();
    storage.setItem(CONTACT_DRAFT_KEY, 'null');
    expect(readDraft(storage)).toBeUndefined();
    storage.setItem(CONTACT_DRAFT_KEY, JSON.stringify({ message: 'x'.repeat(50_001) }));
    expect(readDraft(storage)).toBeUndefined();
  });

  it('a refusing or missing storage never throws', () => {
    expect(() => saveDraft(memoryStorage(true), { fullname: 'Rana' })).not.toThrow();
    expect(() => saveDraft(undefined, { fullname: 'Rana' })).not.toThrow();
    expect(readDraft(undefined)).toBeUndefined();
    expect(() => clearDraft(undefined)).not.toThrow();
  });
});
