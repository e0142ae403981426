/**
 * The contact form keeps every word and sends once (docs/product.md#nothing-the-visitor-typed-is-lost):
 * what the visitor typed survives a reload and a trip away and back, in every language; a success that
 * comes after the 15 s wait replaces the failure display; no second request while one is open; and a
 * request that arrived clears what was kept.
 */
import type { Page } from '@playwright/test';
import { contactFormCopy as englishCopy } from '@/content/contact';
import { contactFormCopy as arabicCopy } from '@/content/ar/contact';
import { contactFormCopy as frenchCopy } from '@/content/fr/contact';
import type { ContactFormCopy } from '@/lib/content/types';
import { localePath, locales, type Locale } from '@/lib/i18n';
import { holdFormspree, stubRecaptcha } from './contact-stubs';
import { expect, test, watchPage } from './support';

const copies: Record<Locale, ContactFormCopy> = { en: englishCopy, ar: arabicCopy, fr: frenchCopy };
const typed: Record<Locale, { fullname: string; email: string; message: string }> = {
  en: { fullname: 'Rana Khoury', email: 'rana@example.org', message: 'We need help with Oracle HCM payroll.' },
  ar: { fullname: 'رنا خوري', email: 'rana@example.org', message: 'نحتاج إلى مساعدة في رواتب Oracle HCM.' },
  fr: { fullname: 'Rana Khoury', email: 'rana@example.org', message: 'Nous avons besoin d’aide pour la paie Oracle HCM.' },
};
const LOCAL_NUMBER = '71123456';

async function openForm(page: Page, locale: Locale) {
  const problems = await watchPage(page);
  await stubRecaptcha(page);
  const service = await holdFormspree(page);
  await page.goto(localePath(locale, '/contact-us'));
  return { problems, service };
}

async function fill(page: Page, locale: Locale) {
  const { labels } = copies[locale];
  await page.getByLabel(labels.fullname).fill(typed[locale].fullname);
  await page.getByLabel(labels.email).fill(typed[locale].email);
  const phone = page.getByRole('textbox', { name: labels.phone_number });
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially(LOCAL_NUMBER);
  await page.getByLabel(labels.message).fill(typed[locale].message);
}

async function expectFilled(page: Page, locale: Locale) {
  const { labels } = copies[locale];
  await expect(page.getByLabel(labels.fullname)).toHaveValue(typed[locale].fullname);
  await expect(page.getByLabel(labels.email)).toHaveValue(typed[locale].email);
  await expect(page.getByRole('textbox', { name: labels.phone_number })).toHaveValue(/71\s?123\s?456$/);
  await expect(page.getByLabel(labels.message)).toHaveValue(typed[locale].message);
}

/** Sends a complete English request that the service holds open, and lets the 15 s wait pass. */
async function sendPastTheWait(page: Page) {
  const copy = copies.en;
  const opened = await openForm(page, 'en');
  await page.getByLabel(copy.labels.fullname).focus();
  await expect(page.getByRole('button', { name: "I'm not a robot" })).toBeVisible();
  // Installed once the page has hydrated: a faked clock would also hold the script loader's frame.
  await page.clock.install();
  await fill(page, 'en');
  await page.getByRole('button', { name: "I'm not a robot" }).click();
  await page.getByRole('button', { name: copy.send }).click();
  await expect.poll(() => opened.service.bodies.length).toBe(1);
  await page.clock.fastForward(15_500);
  return opened;
}

for (const locale of locales) {
  test(`${locale}: every field survives a reload and a trip away and back`, async ({ page }) => {
    const { problems } = await openForm(page, locale);
    await fill(page, locale);
    await page.reload();
    await expectFilled(page, locale);
    await page.goto(localePath(locale, '/'));
    await page.goBack();
    await expectFilled(page, locale);
    expect(problems).toEqual([]);
  });
}

test('a success after the wait replaces the failure display; no second request while one is open; then nothing is kept', async ({ page }) => {
  const copy = copies.en;
  const { service, problems } = await sendPastTheWait(page);
  await expect(page.getByRole('heading', { name: copy.failure })).toBeVisible();
  await expect(page.getByRole('link', { name: copy.failureLink })).toHaveAttribute('href', /^mailto:/);

  // Back on the form while the first request is open: Send waits for it, and Enter sends nothing.
  await page.getByRole('button', { name: copy.backToForm }).click();
  await expect(page.getByLabel(copy.labels.message)).toHaveValue(typed.en.message);
  await expect(page.getByRole('button', { name: copy.sending })).toBeDisabled();
  await page.getByLabel(copy.labels.email).press('Enter');
  expect(service.bodies).toHaveLength(1);

  await service.answer('success');
  await expect(page.getByRole('heading', { name: copy.success })).toBeVisible();
  expect(service.bodies).toHaveLength(1);
  await page.reload();
  await page.getByLabel(copy.labels.fullname).focus();
  await expect(page.getByLabel(copy.labels.message)).toHaveValue('');
  await expect(page.getByLabel(copy.labels.fullname)).toHaveValue('');
  expect(problems).toEqual([]);
});

test('a late failure leaves the visitor where they are, with what they typed', async ({ page }) => {
  const copy = copies.en;
  const { service } = await sendPastTheWait(page);
  await page.getByRole('button', { name: copy.backToForm }).click();
  await service.answer('errors');
  // The request is closed: Send waits for a new check, on the form the visitor went back to.
  await expect(page.getByRole('button', { name: copy.send })).toBeDisabled();
  await expect(page.getByLabel(copy.labels.message)).toHaveValue(typed.en.message);
  await page.reload();
  await expectFilled(page, 'en');
});
