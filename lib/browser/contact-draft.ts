/**
 * What the visitor typed into the contact form, kept in the tab's session storage while they type
 * (docs/product.md#nothing-the-visitor-typed-is-lost): put back after a reload or a trip away and
 * back, cleared once the service says the request arrived. It never leaves the browser; session
 * storage dies with the tab.
 */
import { emptyContactRequest, type ContactRequest } from './contact-schema';

/** The storage key; also on the island's element (`data-draft-key`), which wakes at once when it holds something. */
export const CONTACT_DRAFT_KEY = 'contact-request';

/** Longer values are not the visitor's typing (the form's own limits are far below): never stored or read back. */
const VALUE_MAX = 50_000;

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const FIELDS = Object.keys(emptyContactRequest) as (keyof ContactRequest)[];

/** The session storage, or nothing where the browser refuses it (some private modes, storage off). */
export function sessionDraftStorage(): DraftStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the values; all empty removes the draft. A full or refusing storage only loses the copy, never the form. */
export function saveDraft(storage: DraftStorage | undefined, values: Partial<Record<keyof ContactRequest, unknown>>): void {
  if (!storage) return;
  const kept: Partial<ContactRequest> = {};
  for (const field of FIELDS) {
    const value = values[field];
    if (typeof value === 'string' && value !== '' && value.length <= VALUE_MAX) kept[field] = value;
  }
  try {
    if (Object.keys(kept).length === 0) storage.removeItem(CONTACT_DRAFT_KEY);
    else storage.setItem(CONTACT_DRAFT_KEY, JSON.stringify(kept));
  } catch {
    // Quota or privacy settings: the visitor's form is untouched.
  }
}

/** The kept values over the empty request, or nothing when there is no usable draft (absent, unreadable, or every field empty). */
export function readDraft(storage: DraftStorage | undefined): ContactRequest | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(CONTACT_DRAFT_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const record = parsed as Record<string, unknown>;
  const draft: ContactRequest = { ...emptyContactRequest };
  let any = false;
  for (const field of FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value !== '' && value.length <= VALUE_MAX) {
      draft[field] = value;
      any = true;
    }
  }
  return any ? draft : undefined;
}

export function clearDraft(storage: DraftStorage | undefined): void {
  try {
    storage?.removeItem(CONTACT_DRAFT_KEY);
  } catch {
    // Nothing to clear where storage is refused.
  }
}
