/**
 * The contact form before its island wakes (its code held on the wire, like a slow line): a Send
 * pressed then is held and replayed once the island runs, whose rules show every field's message
 * under its input in the page's language, never the browser's bubble; nothing typed is lost. And
 * the message counter counts characters as the visitor sees them (an emoji is one).
 */
import type { Page } from '@playwright/test';
import { contactFormCopy as arabicCopy } from '@/content/ar/contact';
import { contactFormCopy as englishCopy } from '@/content/contact';
import { contactMessagesFrom, type ContactMessages } from '@/lib/browser/contact-schema';
import { fillValid, typed } from './contact-form';
import { holdFormCode, stubFormspree, stubRecaptcha } from './contact-stubs';
import { expect, test, watchPage } from './support';

/** The spec's words (site specification §5), written out: the page must show exactly these. */
const SPEC = {
  fullnameRequired: 'Fullname is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'Phone Number is required',
  messageRequired: 'Message is required',
  messageTooShort: 'Message must be at least 10 characters',
  messageTooLong: 'Message must not exceed 400 numbers',
};

/** Each field's input and the message under it (components/contact/ContactForm.tsx `Field`). */
const FIELDS = { fullname: 'contact-fullname', email: 'contact-email', phone_number: 'contact-phone', message: 'contact-message' } as const;
type FieldName = keyof typeof FIELDS;

async function expectMessages(page: Page, expected: Record<FieldName, string>) {
  for (const [name, id] of Object.entries(FIELDS) as [FieldName, string][]) {
    const message = page.locator(`#${id}-error`);
    await expect(message).toHaveText(expected[name]);
    const input = page.locator(`#${id}`);
    await expect(input).toHaveAttribute('aria-invalid', expected[name] ? 'true' : 'false');
    // Under its input.
    const [inputBox, messageBox] = await Promise.all([input.boundingBox(), message.boundingBox()]);
    expect(messageBox!.y).toBeGreaterThan(inputBox!.y + inputBox!.height - 1);
  }
}

/**
 * Opens `path` with the form's code held, the two services stubbed, and every `invalid` event
 * recorded: the browser fires one at each field it finds invalid when it validates a submit itself,
 * and shows its bubble for the first one not cancelled.
 */
async function openHeld(page: Page, path: string) {
  await page.addInitScript(() => {
    const names: string[] = [];
    (window as unknown as { nativelyInvalid: string[] }).nativelyInvalid = names;
    document.addEventListener('invalid', (event) => names.push((event.target as HTMLInputElement).name), true);
  });
  const problems = await watchPage(page);
  await stubRecaptcha(page);
  const bodies = await stubFormspree(page, 'success');
  const code = await holdFormCode(page);
  await page.goto(path);
  const island = page.locator('[data-island="contact-form"]');
  const nativelyInvalid = () => page.evaluate(() => (window as unknown as { nativelyInvalid: string[] }).nativelyInvalid);
  return { ...code, bodies, problems, island, nativelyInvalid };
}

const required = (messages: Pick<ContactMessages, 'fullnameRequired' | 'emailRequired' | 'phoneRequired' | 'messageRequired'>): Record<FieldName, string> => ({
  fullname: messages.fullnameRequired,
  email: messages.emailRequired,
  phone_number: messages.phoneRequired,
  message: messages.messageRequired,
});

const arabic = contactMessagesFrom(arabicCopy.messages);

const pages = [
  { name: 'the English contact page', path: '/contact-us', send: englishCopy.send, messages: required(SPEC) },
  { name: 'the Arabic contact page', path: '/ar/contact-us', send: arabicCopy.send, messages: required(arabic) },
  { name: 'the home page', path: '/', send: englishCopy.send, messages: required(SPEC) },
];

test.describe('Send pressed before the form wakes', () => {
  for (const { name, path, send: sendLabel, messages } of pages) {
    test(`on ${name}: every field's message shows under its input, in the page's words, without the browser's bubble`, async ({ page }) => {
      const { release, bodies, problems, island, nativelyInvalid } = await openHeld(page, path);
      const send = page.getByRole('button', { name: sendLabel });
      await send.click();
      // The press woke the island, whose code is still on its way: nothing is shown or sent yet.
      await expect(island).toHaveAttribute('data-island-state', 'loading');
      await expect(page.locator('#contact-fullname-error')).toHaveText('');
      release();
      await expect(island).toHaveAttribute('data-island-state', 'hydrated');
      await expectMessages(page, messages);
      // The island took the submit: the browser never validated it itself, and the page stayed.
      expect(await nativelyInvalid()).toEqual([]);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(bodies).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('what was typed before stays, and each field gets its own message', async ({ page }) => {
    const { release, island, nativelyInvalid } = await openHeld(page, '/contact-us');
    await page.getByLabel('Full name').fill('Rana Khoury');
    await page.getByLabel('Email').fill('rana@example');
    await page.getByLabel('Message').fill('Too short');
    await page.getByRole('button', { name: englishCopy.send }).click();
    release();
    await expect(island).toHaveAttribute('data-island-state', 'hydrated');
    await expectMessages(page, {
      fullname: '',
      email: SPEC.emailInvalid,
      phone_number: SPEC.phoneRequired,
      message: SPEC.messageTooShort,
    });
    await expect(page.getByLabel('Full name')).toHaveValue('Rana Khoury');
    await expect(page.getByLabel('Email')).toHaveValue('rana@example');
    await expect(page.getByLabel('Message')).toHaveValue('Too short');
    await expect(page.locator('#contact-message-count')).toHaveText('9/400');
    expect(await nativelyInvalid()).toEqual([]);
  });

  test('Enter in a field before the form wakes is a Send too', async ({ page }) => {
    const { release, island, nativelyInvalid } = await openHeld(page, '/ar/contact-us');
    await page.getByLabel(arabicCopy.labels.fullname).fill('رنا خوري');
    await page.getByLabel(arabicCopy.labels.fullname).press('Enter');
    release();
    await expect(island).toHaveAttribute('data-island-state', 'hydrated');
    await expectMessages(page, { ...required(arabic), fullname: '' });
    expect(await nativelyInvalid()).toEqual([]);
  });

  test('a complete form is not sent before the check is solved; once it is, Send sends it once', async ({ page }) => {
    const { release, island, bodies, nativelyInvalid } = await openHeld(page, '/contact-us');
    await fillValid(page);
    const send = page.getByRole('button', { name: englishCopy.send });
    await send.click();
    release();
    await expect(island).toHaveAttribute('data-island-state', 'hydrated');
    await expect(page.getByRole('button', { name: "I'm not a robot" })).toBeVisible();
    await expectMessages(page, { fullname: '', email: '', phone_number: '', message: '' });
    // Gated like any Send (docs/product.md#verification-and-sending): nothing left, the page stayed.
    await expect(send).toBeDisabled();
    expect(bodies).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/contact-us');
    await page.getByRole('button', { name: "I'm not a robot" }).click();
    await send.click();
    await expect(page.getByRole('heading', { name: englishCopy.success })).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ fullname: typed.fullname, email: typed.email, phone_number: '+96171123456', message: typed.message });
    expect(await nativelyInvalid()).toEqual([]);
  });

  test('when the form’s code cannot load, the Send falls back to the browser’s own validation', async ({ page }) => {
    const { fail, island, bodies, nativelyInvalid } = await openHeld(page, '/contact-us');
    await page.getByRole('button', { name: englishCopy.send }).click();
    fail();
    await expect(island).toHaveAttribute('data-island-state', 'failed');
    await expect.poll(nativelyInvalid).toContain('fullname');
    expect(bodies).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/contact-us');
  });
});

const emoji = (count: number) => '😀'.repeat(count);
const FAMILY = '👨‍👩‍👧‍👦';

test.describe('the message counter counts characters as the visitor sees them', () => {
  test('201 emoji show 201/400 and are accepted; 401 are too many', async ({ page }) => {
    await stubRecaptcha(page);
    await page.goto('/contact-us');
    const message = page.getByLabel('Message');
    await message.focus();
    await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-island-state', 'hydrated');
    await message.fill(emoji(201));
    await expect(page.locator('#contact-message-count')).toHaveText('201/400');
    await message.blur();
    await expect(page.locator('#contact-message-error')).toHaveText('');
    await message.fill(FAMILY.repeat(400));
    await expect(page.locator('#contact-message-count')).toHaveText('400/400');
    await expect(page.locator('#contact-message-error')).toHaveText('');
    await message.fill(emoji(401));
    await expect(page.locator('#contact-message-count')).toHaveText('401/400');
    await expect(page.locator('#contact-message-error')).toHaveText(SPEC.messageTooLong);
  });

  test('emoji typed before the form wakes are all kept and counted', async ({ page }) => {
    await stubRecaptcha(page);
    const { release } = await holdFormCode(page);
    await page.goto('/contact-us');
    const message = page.getByLabel('Message');
    await message.focus();
    await page.keyboard.insertText(emoji(300));
    release();
    await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-island-state', 'hydrated');
    await expect(message).toHaveValue(emoji(300));
    await expect(page.locator('#contact-message-count')).toHaveText('300/400');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the plain form still requires 10 characters but never cuts emoji off below 400', async ({ page }) => {
      await page.goto('/contact-us');
      const message = page.getByLabel('Message');
      await expect(message).toHaveAttribute('minlength', '10');
      await message.focus();
      await page.keyboard.insertText(emoji(400));
      await expect(message).toHaveValue(emoji(400));
    });
  });
});
