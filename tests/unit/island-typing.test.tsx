// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordEarlyActs } from '@/browser/early-acts';
import { hydrateIsland } from '@/browser/islands/hydrate';
import ContactForm, { type ContactFormProps } from '@/components/contact/ContactForm';
import { contactFormCopy } from '@/content/contact';
import { contactMessagesFrom } from '@/lib/browser/contact-schema';

const contactMessages = contactMessagesFrom(contactFormCopy.messages);

// No verification key: the live form offers the prefilled e-mail, whose link shows what the form holds.
const props: ContactFormProps = {
  copy: contactFormCopy,
  locale: 'en',
  email: 'info@example.com',
  formspreeFormId: 'test',
  recaptchaSiteKey: '',
  thankYouUrl: 'https://example.com/thank-you',
};

function staticForm(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<ContactForm {...props} />);
  document.body.append(root);
  return root;
}

/** Types like a browser does: the field's own value (not through a script's setter), then an input event. */
function type(root: HTMLElement, name: string, text: string) {
  const field = root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const mailBody = (root: HTMLElement) => {
  const link = [...root.querySelectorAll('a')].find((anchor) => anchor.textContent === contactFormCopy.captchaUnavailableLink);
  return new URL(link!.href).searchParams.get('body') ?? '';
};

afterEach(() => {
  document.body.replaceChildren();
  // The form keeps what was typed in the tab's session storage (lib/browser/contact-draft.ts): each test starts with none.
  sessionStorage.clear();
});

describe('typing into the contact form while it wakes', () => {
  it('keeps what was typed before React started, and what was typed while React was hydrating', async () => {
    const root = staticForm();
    type(root, 'fullname', 'Rana Khoury');
    const ready = hydrateIsland(root, ContactForm, props);
    // React has not taken hold of the fields yet: this typing reaches only the page.
    type(root, 'message', 'We need help with our Oracle payroll migration.');
    await ready;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.querySelector<HTMLInputElement>('[name="fullname"]')!.value).toBe('Rana Khoury');
    expect(root.querySelector<HTMLTextAreaElement>('[name="message"]')!.value).toBe('We need help with our Oracle payroll migration.');
    expect(mailBody(root)).toContain('Rana Khoury');
    expect(mailBody(root)).toContain('We need help with our Oracle payroll migration.');
  });
});

describe('a Send pressed before the contact form wakes', () => {
  it('is held, then replayed on the live form: every field shows its message and what was typed stays', async () => {
    const root = staticForm();
    const island = root.parentElement!;
    const woken = vi.fn();
    const early = recordEarlyActs(island, woken);
    const form = root.querySelector('form')!;
    expect(form.noValidate).toBe(true);
    type(root, 'email', 'rana@example');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    // Held: not posted, and it wakes the island.
    expect(submit.defaultPrevented).toBe(true);
    expect(woken).toHaveBeenCalledTimes(1);
    await hydrateIsland(root, ContactForm, props, early.takeOver);
    const error = (name: string) => root.querySelector(`#contact-${name}-error`)?.textContent;
    await vi.waitFor(() => expect(error('fullname')).toBe(contactMessages.fullnameRequired));
    expect(error('email')).toBe(contactMessages.emailInvalid);
    expect(error('phone')).toBe(contactMessages.phoneRequired);
    expect(error('message')).toBe(contactMessages.messageRequired);
    expect(root.querySelector<HTMLInputElement>('[name="email"]')!.value).toBe('rana@example');
  });

  it('falls back to the browser: the form validates natively again and the held submit is made through it', () => {
    const root = staticForm();
    const early = recordEarlyActs(root.parentElement!, () => {});
    const form = root.querySelector('form')!;
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const invalid: string[] = [];
    form.addEventListener('invalid', (event) => invalid.push((event.target as HTMLInputElement).name), true);
    early.fallBack();
    expect(form.noValidate).toBe(false);
    expect(invalid).toContain('fullname');
  });
});
