import type { Page } from '@playwright/test';

/** A complete English request, as the contact specs type it. */
export const typed = {
  fullname: 'Rana Khoury & Sons',
  email: 'rana@example.org',
  phone: '71123456',
  message: 'We need help with Oracle HCM payroll #2 at 100% speed?',
};

/** Types after the "+961" the phone input starts with, as a visitor tapping the field does. */
export async function typePhone(page: Page, digits: string) {
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially(digits);
}

/** Fills the English form with `typed`, field by field. */
export async function fillValid(page: Page) {
  await page.getByLabel('Full name').fill(typed.fullname);
  await page.getByLabel('Email').fill(typed.email);
  await typePhone(page, typed.phone);
  await page.getByLabel('Message').fill(typed.message);
}
