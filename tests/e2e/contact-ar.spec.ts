/**
 * The contact form on the Arabic contact page: its words, its validation messages, the country names of
 * the phone list and the prefilled e-mail in Arabic; the address and the phone number left to right
 * inside the right-to-left form.
 */
import type { Page } from '@playwright/test';
import { contactFormCopy } from '@/content/ar/contact';
import { site } from '@/content/site';
import { contactMessagesFrom } from '@/lib/browser/contact-schema';
import { stubFormspree, stubRecaptcha, type FormspreeReply } from './contact-stubs';
import { expect, expectNoSeriousAxeViolations, horizontalOverflow, test, watchPage } from './support';

const messages = contactMessagesFrom(contactFormCopy.messages);
const { labels } = contactFormCopy;

const typed = { fullname: 'رنا خوري', email: 'rana@example.org', phone: '71123456', message: 'نحتاج إلى مساعدة في رواتب Oracle HCM.' };

async function openArabicForm(page: Page, reply: FormspreeReply = 'success') {
  const problems = await watchPage(page);
  await stubRecaptcha(page);
  const bodies = await stubFormspree(page, reply);
  await page.goto('/ar/contact-us');
  await page.getByLabel(labels.fullname).focus();
  await expect(page.getByRole('button', { name: "I'm not a robot" })).toBeVisible();
  return { problems, bodies };
}

const phoneInput = (page: Page) => page.getByRole('textbox', { name: labels.phone_number });

test.describe('Arabic contact form', () => {
  test('speaks Arabic: labels, the validation messages and the limits in them', async ({ page }) => {
    const { problems } = await openArabicForm(page);
    await expect(page.getByRole('heading', { name: contactFormCopy.title })).toBeVisible();
    // Full name has focus: Tab leaves it empty.
    await page.keyboard.press('Tab');
    await expect(page.getByText('الاسم الكامل مطلوب', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: labels.email, exact: true }).fill('rana@example');
    await page.getByRole('textbox', { name: labels.email, exact: true }).blur();
    await expect(page.getByText('البريد الإلكتروني غير صالح', { exact: true })).toBeVisible();
    await page.getByLabel(labels.message).fill('قصيرة');
    await page.getByLabel(labels.message).blur();
    await expect(page.getByText('يجب أن تتكوّن الرسالة من 10 أحرف على الأقل', { exact: true })).toBeVisible();
    const phone = phoneInput(page);
    await phone.focus();
    await phone.blur();
    await expect(page.getByText(messages.phoneRequired, { exact: true })).toBeVisible();
    // No English message anywhere in the form.
    await expect(page.getByRole('main').getByText('is required')).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('the address and the phone number read left to right, the labels right to left', async ({ page }) => {
    await openArabicForm(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('textbox', { name: labels.email, exact: true })).toHaveAttribute('dir', 'ltr');
    await expect(phoneInput(page)).toHaveAttribute('dir', 'ltr');
    const country = page.getByRole('combobox', { name: contactFormCopy.countryLabel });
    expect(await country.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    // The flag comes first, on the left of the number.
    const [flag, number] = await Promise.all([country.boundingBox(), phoneInput(page).boundingBox()]);
    expect(flag!.x).toBeLessThan(number!.x);
    // The labels sit on the right edge of their fields.
    const label = page.locator('label[for="contact-email"]');
    expect(await label.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    const [labelBox, fieldBox] = await Promise.all([label.boundingBox(), page.getByRole('textbox', { name: labels.email, exact: true }).boundingBox()]);
    expect(Math.abs(labelBox!.x + labelBox!.width - (fieldBox!.x + fieldBox!.width))).toBeLessThan(2);
  });

  test('names the countries of the phone list in Arabic', async ({ page }) => {
    await openArabicForm(page);
    const country = page.getByRole('combobox', { name: contactFormCopy.countryLabel });
    await expect(country.locator('option[value="LB"]')).toHaveText('لبنان');
    await expect(country.locator('option[value="FR"]')).toHaveText('فرنسا');
    await country.selectOption('FR');
    await expect(phoneInput(page)).toHaveValue('+33');
  });

  test('on failure, the prefilled e-mail is written in Arabic', async ({ page }) => {
    await openArabicForm(page, 'http500');
    await page.getByLabel(labels.fullname).fill(typed.fullname);
    await page.getByRole('textbox', { name: labels.email, exact: true }).fill(typed.email);
    const phone = phoneInput(page);
    await phone.click();
    await phone.press('End');
    await phone.pressSequentially(typed.phone);
    await page.getByLabel(labels.message).fill(typed.message);
    await page.getByRole('button', { name: "I'm not a robot" }).click();
    await page.getByRole('button', { name: contactFormCopy.send }).click();
    await expect(page.getByRole('heading', { name: contactFormCopy.failure })).toBeVisible();
    const href = (await page.getByRole('link', { name: contactFormCopy.failureLink }).getAttribute('href'))!;
    expect(href.startsWith(`mailto:${site.email}?subject=`)).toBe(true);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('طلب من نموذج التواصل على الموقع');
    expect(url.searchParams.get('body')).toBe(
      `الاسم: ${typed.fullname}\r\nالبريد الإلكتروني: ${typed.email}\r\nالهاتف: +96171123456\r\n\r\nالرسالة:\r\n${typed.message}`,
    );
  });
});
