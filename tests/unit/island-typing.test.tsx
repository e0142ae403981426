// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateIsland } from '@/browser/islands/hydrate';
import ContactForm, { type ContactFormProps } from '@/components/contact/ContactForm';
import { contactFormCopy } from '@/content/contact';

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

afterEach(() => document.body.replaceChildren());

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
