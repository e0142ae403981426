import type { Page } from '@playwright/test';
import { contactCard, contactFormCopy } from '@/content/contact';
import { offices, site } from '@/content/site';
import { contactMessagesFrom } from '@/lib/browser/contact-schema';
import { fillValid, typed, typePhone } from './contact-form';
import { holdFormCode, RECAPTCHA_SCRIPT, stubFormspree, stubRecaptcha, type FormspreeReply } from './contact-stubs';
import { expectOfficePhoneLinks, expectPhonePerOffice } from './office-phones';
import { expect, expectNoSeriousAxeViolations, horizontalOverflow, test, watchPage } from './support';
import { addressText } from '@/lib/offices';

const contactMessages = contactMessagesFrom(contactFormCopy.messages);

const SUCCESS = 'Your request is successfully sent! We will reply as soon as possible.';
const FAILURE = 'Due to the large number of requests received, the queue is temporarily disabled';
const FALLBACK_LINK = 'Click here to redirect you to your default email engine';

async function openForm(page: Page, reply: FormspreeReply = 'success') {
  const problems = await watchPage(page);
  const captchaRequests = await stubRecaptcha(page);
  const bodies = await stubFormspree(page, reply);
  await page.goto('/contact-us');
  // The form's island wakes on the visitor's first interaction with it, as here: a tap on a field.
  await page.getByLabel('Full name').focus();
  // The verification widget renders a moment after the form: wait for it before using it.
  await expect(page.getByRole('button', { name: "I'm not a robot" })).toBeVisible();
  return { problems, captchaRequests, bodies };
}

/** The form's own alert (Next's route announcer is an alert too). */
const formAlert = (page: Page) => page.getByRole('main').getByRole('alert');

const send = (page: Page) => page.getByRole('button', { name: 'Send request' });
const solveCaptcha = (page: Page) => page.getByRole('button', { name: "I'm not a robot" }).click();

test.describe('contact page', () => {
  test('shows the contact card with phone and e-mail links, the response time and every office with its phone', async ({ page }) => {
    await openForm(page);
    const card = page.getByRole('complementary', { name: 'Contact information' });
    await expect(card.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(card.getByRole('link', { name: site.phone })).toHaveAttribute('href', `tel:${site.phone.replace(/[^\d+]/g, '')}`);
    await expect(card.getByRole('link', { name: site.phone })).toHaveAttribute('dir', 'ltr');
    await expect(card.getByText(contactCard.responseTime, { exact: true })).toBeVisible();
    const list = card.getByRole('list').filter({ hasText: addressText(offices[0]) });
    await expect(list.getByRole('listitem')).toHaveCount(offices.length);
    for (const office of offices) {
      const item = list.getByRole('listitem').filter({ hasText: addressText(office) });
      await expect(item).toContainText(office.name);
      await expect(item).toContainText(office.city);
      await expect(item.locator('img')).toHaveAttribute('src', `/flags/${office.flag}.svg`);
    }
    // Every office's phone once: the headquarters' is the main line at the top, so its entry in the list leaves it out.
    expect(offices[contactCard.headquartersIndex]!.phone).toBe(site.phone);
    await expectOfficePhoneLinks(card);
    await expectPhonePerOffice(list, contactCard.headquartersIndex);
  });

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    test(`at ${width}px nothing scrolls sideways, with or without field errors`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await openForm(page);
      expect(await horizontalOverflow(page)).toBe(0);
      await page.getByLabel('Email').fill('x'.repeat(120) + '@example');
      await page.getByLabel('Message').fill('y'.repeat(120));
      await page.getByLabel('Message').blur();
      await expect(page.getByText(contactMessages.emailInvalid, { exact: true })).toBeVisible();
      expect(await horizontalOverflow(page)).toBe(0);
    });
  }

  test('leaving a required field empty shows its message at once, before the check is solved', async ({ page }) => {
    await openForm(page);
    // Full name has focus: Tab walks through every field, leaving each one empty.
    await page.keyboard.press('Tab');
    await expect(page.getByText(contactMessages.fullnameRequired, { exact: true })).toBeVisible();
    await page.getByLabel('Email').blur();
    await expect(page.getByText(contactMessages.emailRequired, { exact: true })).toBeVisible();
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await phone.focus();
    await phone.blur();
    await expect(page.getByText(contactMessages.phoneRequired, { exact: true })).toBeVisible();
    await page.getByLabel('Message').focus();
    await page.getByLabel('Message').blur();
    await expect(page.getByText(contactMessages.messageRequired, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    // Sending still waits for the check (docs/product.md#verification-and-sending).
    await expect(send(page)).toBeDisabled();
  });

  test('a field left before the form woke up still shows its message', async ({ page }) => {
    await stubRecaptcha(page);
    // The visitor tabs on before the form's code arrives.
    const { release } = await holdFormCode(page);
    await page.goto('/contact-us');
    await page.getByLabel('Full name').click();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email')).toBeFocused();
    release();
    await expect(page.getByRole('button', { name: "I'm not a robot" })).toBeVisible();
    await expect(page.getByText(contactMessages.fullnameRequired, { exact: true })).toBeVisible();
    // Email still has focus: it was not left, so it shows nothing yet.
    await expect(page.getByText(contactMessages.emailRequired, { exact: true })).toHaveCount(0);
  });

  test('the phone box turns the same red as the other fields when it is in error', async ({ page }) => {
    await openForm(page);
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    // The visible box is the wrapper of the country select and the number input.
    const phoneBox = phone.locator('xpath=..');
    const borderColour = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => getComputedStyle(element).borderTopColor);
    const neutral = await borderColour(phoneBox);
    await page.keyboard.press('Tab'); // leaves Full name empty
    await expect(page.getByText(contactMessages.fullnameRequired, { exact: true })).toBeVisible();
    const errorColour = await borderColour(page.getByLabel('Full name'));
    expect(errorColour).not.toBe(neutral);
    await phone.focus();
    await phone.blur();
    await expect(page.getByText(contactMessages.phoneRequired, { exact: true })).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(await borderColour(phoneBox)).toBe(errorColour);
    // Fixed, it returns to the neutral border.
    await typePhone(page, typed.phone);
    await expect(page.getByText(contactMessages.phoneRequired, { exact: true })).toHaveCount(0);
    await phone.blur();
    expect(await borderColour(phoneBox)).toBe(neutral);
  });

  test('labels carry an asterisk; send stays disabled until the check is solved', async ({ page }) => {
    const { problems } = await openForm(page);
    for (const label of ['Full name', 'Email', 'Phone number', 'Message']) {
      await expect(page.locator('label', { hasText: label })).toContainText('*');
    }
    await expect(send(page)).toBeDisabled();
    await solveCaptcha(page);
    await expect(send(page)).toBeEnabled();
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('an empty submit shows the four required messages at once and sends nothing', async ({ page }) => {
    const { bodies } = await openForm(page);
    await solveCaptcha(page);
    await send(page).click();
    for (const message of [contactMessages.fullnameRequired, contactMessages.emailRequired, contactMessages.phoneRequired, contactMessages.messageRequired]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    expect(bodies).toHaveLength(0);
  });

  test('invalid e-mail, short message and invalid phone each get their message; the counter follows', async ({ page }) => {
    await openForm(page);
    await page.getByLabel('Full name').fill('Rana');
    await page.getByLabel('Email').fill('rana@example');
    await typePhone(page, '7112');
    await page.getByLabel('Message').fill('Too short');
    await expect(page.getByText('9/400')).toBeVisible();
    await solveCaptcha(page);
    await send(page).click();
    await expect(page.getByText('Email is invalid', { exact: true })).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters', { exact: true })).toBeVisible();
    await expect(page.getByText('Phone number is invalid', { exact: true })).toBeVisible();
    await page.getByLabel('Message').fill('x'.repeat(401));
    await expect(page.getByText('401/400')).toBeVisible();
    await expect(page.getByText('Message must not exceed 400 numbers', { exact: true })).toBeVisible();
  });

  test('the phone input defaults to Lebanon, stays left-to-right and uses local flags', async ({ page }) => {
    await openForm(page);
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await expect(phone).toHaveValue(/^\+961/);
    await expect(phone).toHaveAttribute('dir', 'ltr');
    const flag = page.locator('.PhoneInputCountryIcon img');
    await expect(flag).toHaveAttribute('src', '/flags/LB.svg');
  });

  test('a Lebanese number typed in Arabic-Indic digits is accepted and sent as digits', async ({ page }) => {
    const { bodies } = await openForm(page);
    await page.getByLabel('Full name').fill(typed.fullname);
    await page.getByLabel('Email').fill(typed.email);
    await typePhone(page, '٧١١٢٣٤٥٦');
    await page.getByLabel('Message').fill(typed.message);
    await solveCaptcha(page);
    await send(page).click();
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
    expect(bodies[0]?.phone_number).toBe('+96171123456');
  });

  test('success: one request with the four fields and the token, then Regards; reset empties the form', async ({ page }) => {
    const { bodies, problems } = await openForm(page);
    await fillValid(page);
    await solveCaptcha(page);
    await send(page).click();
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
    await expect(page.getByText('Regards', { exact: true })).toBeVisible();
    expect(bodies).toEqual([
      { fullname: typed.fullname, email: typed.email, phone_number: '+96171123456', message: typed.message, 'g-recaptcha-response': 'stub-token-1' },
    ]);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Send another request' }).click();
    await expect(page.getByLabel('Full name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
    await expect(send(page)).toBeDisabled();
    expect(problems).toEqual([]);
  });

  for (const reply of ['errors', 'http500', 'abort'] as const) {
    test(`failure on ${reply}: the notice and a mailto link holding the typed values`, async ({ page }) => {
      const { bodies } = await openForm(page, reply);
      await fillValid(page);
      await solveCaptcha(page);
      await send(page).click();
      await expectFailureDisplay(page);
      expect(bodies).toHaveLength(1);
    });
  }

  test('failure when Formspree does not answer within 15 s', async ({ page }) => {
    const { bodies } = await openForm(page, 'hang');
    // Installed once the page has hydrated: a faked clock would also hold the script loader's frame.
    await page.clock.install();
    await fillValid(page);
    await solveCaptcha(page);
    await send(page).click();
    await expect.poll(() => bodies.length).toBe(1);
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await page.clock.fastForward(15_500);
    await expectFailureDisplay(page);
  });

  test('expiry of the check disables send again', async ({ page }) => {
    await openForm(page);
    await solveCaptcha(page);
    await expect(send(page)).toBeEnabled();
    await page.evaluate(() => (window as unknown as { __captcha: { expire(): void } }).__captcha.expire());
    await expect(send(page)).toBeDisabled();
  });

  test('a verification widget error shows the e-mail fallback instead of a dead button', async ({ page }) => {
    await openForm(page);
    await page.evaluate(() => (window as unknown as { __captcha: { error(): void } }).__captcha.error());
    await expect(formAlert(page)).toContainText('could not be loaded');
    await expect(page.getByRole('link', { name: 'Open a prefilled e-mail' })).toHaveAttribute('href', /^mailto:/);
    await expect(send(page)).toHaveCount(0);
  });

  test('a blocked verification script shows the e-mail fallback instead of a dead button', async ({ page }) => {
    const problems = await watchPage(page);
    await page.route(RECAPTCHA_SCRIPT, (route) => route.abort('blockedbyclient'));
    await page.goto('/contact-us');
    await page.getByLabel('Full name').fill(typed.fullname);
    const notice = formAlert(page);
    await expect(notice).toContainText('could not be loaded');
    await expect(notice.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(page.getByRole('link', { name: 'Open a prefilled e-mail' })).toHaveAttribute(
      'href',
      new RegExp(encodeURIComponent(typed.fullname).replace(/[()*]/g, '\\$&')),
    );
    await expect(send(page)).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    // The browser logs the script we blocked; nothing else may appear.
    expect(problems.filter((problem) => !problem.includes('ERR_BLOCKED_BY_CLIENT'))).toEqual([]);
  });

  test('a double click and Enter presses send one request', async ({ page }) => {
    const { bodies } = await openForm(page, 'slow-success');
    await fillValid(page);
    await solveCaptcha(page);
    await send(page).dblclick();
    await page.getByLabel('Email').press('Enter');
    await page.getByLabel('Email').press('Enter');
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
    expect(bodies).toHaveLength(1);
  });

  test('nothing of the form is fetched before the visitor touches it; what they type before it wakes is kept and sent', async ({ page }) => {
    const formChunks: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js') && (await response.text().catch(() => '')).includes('formspree.io')) formChunks.push(response.url());
    });
    const captchaRequests = await stubRecaptcha(page);
    const bodies = await stubFormspree(page, 'success');
    // The visitor types into the static form before its code arrives.
    const { release } = await holdFormCode(page);
    await page.goto('/contact-us');
    await page.waitForLoadState('networkidle');
    expect(formChunks).toEqual([]);
    expect(captchaRequests).toHaveLength(0);
    await fillValid(page);
    release();
    await expect(page.getByRole('button', { name: "I'm not a robot" })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue(typed.fullname);
    await expect(page.getByLabel('Message')).toHaveValue(typed.message);
    await expect(page.getByText(`${typed.message.length}/400`)).toBeVisible();
    expect(formChunks).toHaveLength(1);
    await solveCaptcha(page);
    await send(page).click();
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ fullname: typed.fullname, email: typed.email, phone_number: '+96171123456', message: typed.message });
  });

  test('the thank-you page after a plain-form request is readable, accessible and kept out of search results', async ({ page }) => {
    const problems = await watchPage(page);
    await page.goto('/thank-you');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you: your request is on its way');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form is a plain HTML form that posts the four fields to Formspree, then shows the thank-you page', async ({ page }) => {
      const posted: string[] = [];
      await page.route('https://formspree.io/**', async (route) => {
        posted.push(route.request().postData() ?? '');
        await route.fulfill({ status: 303, headers: { Location: new URL('/thank-you', page.url()).href } });
      });
      await page.goto('/contact-us');
      const form = page.locator('form', { has: page.getByLabel('Full name') });
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form).toHaveAttribute('action', `https://formspree.io/f/${site.formspreeFormId}`);
      await send(page).click();
      expect(posted).toEqual([]); // the browser's own validation stops an empty form
      await page.getByLabel('Full name').fill(typed.fullname);
      await page.getByLabel('Email').fill(typed.email);
      await page.getByRole('textbox', { name: 'Phone number' }).fill('+961 71 123 456');
      await page.getByLabel('Message').fill(typed.message);
      await send(page).click();
      await expect(page).toHaveURL(/\/thank-you$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you: your request is on its way');
      const fields = new URLSearchParams(posted[0]);
      expect(Object.fromEntries(['fullname', 'email', 'phone_number', 'message'].map((name) => [name, fields.get(name)]))).toEqual({
        fullname: typed.fullname,
        email: typed.email,
        phone_number: '+961 71 123 456',
        message: typed.message,
      });
      expect(fields.get('_next')).toBe(`${site.url}/thank-you`);
    });
  });
});

async function expectFailureDisplay(page: Page) {
  await expect(page.getByRole('heading', { name: FAILURE })).toBeVisible();
  await expect(formAlert(page)).toContainText(`Please send your request directly by e-mail to ${site.email}`);
  const link = page.getByRole('link', { name: FALLBACK_LINK });
  const href = (await link.getAttribute('href'))!;
  expect(href.startsWith(`mailto:${site.email}?subject=`)).toBe(true);
  const body = new URL(href).searchParams.get('body')!;
  expect(body).toContain(`Name: ${typed.fullname}`);
  expect(body).toContain(`E-mail: ${typed.email}`);
  expect(body).toContain('Phone: +96171123456');
  expect(body).toContain(typed.message);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Back to the form' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue(typed.fullname);
  await expect(page.getByLabel('Message')).toHaveValue(typed.message);
}

/** Selects everything in the phone field (the prefilled calling code included), as a visitor about to type over it. */
async function selectAllPhone(page: Page) {
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await phone.click();
  await phone.press('ControlOrMeta+a');
  return phone;
}

async function fillOthers(page: Page) {
  await page.getByLabel('Full name').fill(typed.fullname);
  await page.getByLabel('Email').fill(typed.email);
  await page.getByLabel('Message').fill(typed.message);
}

/** Sends the form (the other fields valid) and returns what reached Formspree. */
async function sendAndCapture(page: Page, bodies: Record<string, string>[]) {
  await solveCaptcha(page);
  await send(page).click();
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  expect(bodies).toHaveLength(1);
  return bodies[0]!;
}

/** The ways a visitor writes the Lebanese mobile 03 123 456, and how each reaches the field. */
const lebaneseEntries: { way: string; enter: (page: Page) => Promise<void> }[] = [
  { way: 'types 3123456 over the selected +961', enter: async (page) => (await selectAllPhone(page)).pressSequentially('3123456') },
  { way: 'types 03 123 456 over the selected +961', enter: async (page) => (await selectAllPhone(page)).pressSequentially('03 123 456') },
  { way: 'types 03 123 456 after +961', enter: (page) => typePhone(page, '03 123 456') },
  { way: 'types 3 123 456 after +961', enter: (page) => typePhone(page, '3 123 456') },
  { way: 'types 00961 3 123 456 over the selected +961', enter: async (page) => (await selectAllPhone(page)).pressSequentially('00961 3 123 456') },
  { way: 'types 0096103123456 over the selected +961', enter: async (page) => (await selectAllPhone(page)).pressSequentially('0096103123456') },
  { way: 'types +961 3 123 456 over the selected +961', enter: async (page) => (await selectAllPhone(page)).pressSequentially('+961 3 123 456') },
  { way: 'types Arabic-Indic ٠٣ ١٢٣ ٤٥٦ over the selected +961', enter: async (page) => (await selectAllPhone(page)).pressSequentially('٠٣ ١٢٣ ٤٥٦') },
  { way: 'types Arabic-Indic ٠٣ ١٢٣ ٤٥٦ after +961', enter: (page) => typePhone(page, '٠٣ ١٢٣ ٤٥٦') },
  {
    way: 'pastes 03 123 456 over the selected +961',
    enter: async (page) => {
      await selectAllPhone(page);
      await page.keyboard.insertText('03 123 456');
    },
  },
  {
    way: 'pastes +961 3 123 456 after +961',
    enter: async (page) => {
      await typePhone(page, '');
      await page.keyboard.insertText('+961 3 123 456');
    },
  },
  {
    way: 'pastes 00961 3 123 456 after +961',
    enter: async (page) => {
      await typePhone(page, '');
      await page.keyboard.insertText('00961 3 123 456');
    },
  },
];

test.describe('phone entry', () => {
  for (const { way, enter } of lebaneseEntries) {
    test(`a visitor who ${way} sends +9613123456 and sees +961 3 123 456`, async ({ page }) => {
      const { bodies } = await openForm(page);
      await fillOthers(page);
      await enter(page);
      const phone = page.getByRole('textbox', { name: 'Phone number' });
      await phone.blur();
      await expect(phone).toHaveValue('+961 3 123 456');
      await expect(page.locator('.PhoneInputCountryIcon img')).toHaveAttribute('src', '/flags/LB.svg');
      await expect(page.locator('#contact-phone-error')).toHaveText('');
      expect((await sendAndCapture(page, bodies)).phone_number).toBe('+9613123456');
    });
  }

  test('the 00 international prefix reaches another country: 00 33 1 23 45 67 89 is sent as +33123456789', async ({ page }) => {
    const { bodies } = await openForm(page);
    await fillOthers(page);
    await (await selectAllPhone(page)).pressSequentially('00 33 1 23 45 67 89');
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await phone.blur();
    await expect(phone).toHaveValue('+33 1 23 45 67 89');
    await expect(page.locator('.PhoneInputCountryIcon img')).toHaveAttribute('src', '/flags/FR.svg');
    expect((await sendAndCapture(page, bodies)).phone_number).toBe('+33123456789');
  });

  test('a country picked in the list applies to a local number: France, then 01 23 45 67 89', async ({ page }) => {
    const { bodies } = await openForm(page);
    await fillOthers(page);
    await page.getByRole('combobox', { name: 'Country of the phone number' }).selectOption('FR');
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await expect(phone).toHaveValue('+33');
    await (await selectAllPhone(page)).pressSequentially('01 23 45 67 89');
    await phone.blur();
    await expect(phone).toHaveValue('+33 1 23 45 67 89');
    expect((await sendAndCapture(page, bodies)).phone_number).toBe('+33123456789');
  });

  test('letters stay in the field and make it invalid, never "required"; nothing is sent', async ({ page }) => {
    const { bodies } = await openForm(page);
    await fillOthers(page);
    const phone = await selectAllPhone(page);
    await phone.pressSequentially('call me');
    await phone.blur();
    await expect(phone).toHaveValue('call me');
    await expect(page.locator('#contact-phone-error')).toHaveText('Phone number is invalid');
    await typePhone(page, ' 03 123 456');
    await phone.blur();
    await expect(phone).toHaveValue('call me 03 123 456');
    await expect(page.locator('#contact-phone-error')).toHaveText('Phone number is invalid');
    await solveCaptcha(page);
    await send(page).click();
    await expect(page.locator('#contact-phone-error')).toHaveText('Phone number is invalid');
    expect(bodies).toHaveLength(0);
    // Fixed, the number is sent.
    await (await selectAllPhone(page)).pressSequentially('03 123 456');
    await expect(page.locator('#contact-phone-error')).toHaveText('');
    await send(page).click();
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
    expect(bodies[0]?.phone_number).toBe('+9613123456');
  });

  test('the field emptied down to its calling code is "required"', async ({ page }) => {
    await openForm(page);
    const phone = await selectAllPhone(page);
    await phone.press('Backspace');
    await phone.blur();
    await expect(page.locator('#contact-phone-error')).toHaveText('Phone Number is required');
    await phone.fill('+961');
    await phone.blur();
    await expect(page.locator('#contact-phone-error')).toHaveText('Phone Number is required');
  });
});

test.describe('bounds', () => {
  for (const [address, message] of [
    ['user@example..com', 'Email is invalid'],
    ['user..name@example.com', 'Email is invalid'],
    ['user@[127.0.0.1]', 'Email is invalid'],
    [`${'a'.repeat(300)}@example.com`, 'Email must be at most 254 characters'],
  ] as const) {
    test(`the e-mail ${address.length > 40 ? `of ${address.length} characters` : address} shows "${message}" and stays as typed`, async ({ page }) => {
      await openForm(page);
      const email = page.getByLabel('Email');
      await email.fill(address);
      await email.blur();
      await expect(page.locator('#contact-email-error')).toHaveText(message);
      await expect(email).toHaveValue(address);
    });
  }

  test('an e-mail with invisible characters around it is accepted and sent without them', async ({ page }) => {
    const { bodies } = await openForm(page);
    await fillValid(page);
    await page.getByLabel('Email').fill(`\u200B\uFEFF ${typed.email}\u00AD\u200D\u200C `);
    await page.getByLabel('Email').blur();
    await expect(page.locator('#contact-email-error')).toHaveText('');
    expect((await sendAndCapture(page, bodies)).email).toBe(typed.email);
  });

  test('a full name over 100 characters shows "Full name must be at most 100 characters" and stays as typed', async ({ page }) => {
    const { bodies } = await openForm(page);
    await fillValid(page);
    const name = page.getByLabel('Full name');
    const long = 'Rana Khoury '.repeat(9); // 108 characters
    await name.fill(long);
    await name.blur();
    await expect(page.locator('#contact-fullname-error')).toHaveText('Full name must be at most 100 characters');
    await expect(name).toHaveValue(long);
    await solveCaptcha(page);
    await send(page).click();
    await expect(page.locator('#contact-fullname-error')).toHaveText('Full name must be at most 100 characters');
    expect(bodies).toHaveLength(0);
    await name.fill(long.slice(0, 100));
    await expect(page.locator('#contact-fullname-error')).toHaveText('');
  });
});

const LINK_MAX = 2000;
const arabicWords = (count: number) => Array.from({ length: count }, (_, index) => ['مرحبا', 'نحتاج', 'مساعدة', 'أوراكل', 'الرواتب'][index % 5]).join(' ');

/** The prefilled e-mail link offered when the verification cannot load: decoded body and length. */
async function fallbackMail(page: Page, name: string) {
  const href = (await page.getByRole('link', { name }).getAttribute('href'))!;
  return { href, body: new URL(href).searchParams.get('body')! };
}

test.describe('e-mail fallback length', () => {
  test('the e-mail fallback link stays under 2,000 characters for a 20,000-character message, and says it was shortened', async ({ page }) => {
    await page.route(RECAPTCHA_SCRIPT, (route) => route.abort('blockedbyclient'));
    await page.goto('/contact-us');
    const message = 'Oracle payroll migration plan. '.repeat(650).trim(); // about 20,000 characters
    // Typing before the form wakes is its own test above; here the live form takes every keystroke.
    await page.getByLabel('Full name').focus();
    await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-island-state', 'hydrated');
    await page.getByLabel('Full name').fill(typed.fullname);
    await page.getByLabel('Email').fill(typed.email);
    await page.getByLabel('Message').fill(message);
    await expect(page.getByRole('link', { name: 'Open a prefilled e-mail' })).toBeVisible();
    await expect.poll(async () => (await fallbackMail(page, 'Open a prefilled e-mail')).body.endsWith(`\r\n\r\n${contactFormCopy.mailTruncated}`)).toBe(true);
    const { href, body } = await fallbackMail(page, 'Open a prefilled e-mail');
    expect(href.length).toBeLessThanOrEqual(LINK_MAX);
    expect(body).toContain(`Name: ${typed.fullname}`);
    expect(body.endsWith(`\r\n\r\n${contactFormCopy.mailTruncated}`)).toBe(true);
    const sent = body.slice(body.indexOf('Message:\r\n') + 'Message:\r\n'.length, body.lastIndexOf('\r\n\r\n'));
    expect(sent.length).toBeGreaterThan(200);
    expect(message.startsWith(sent)).toBe(true);
    expect(message[sent.length]).toBe(' '); // cut between words
    // What the visitor typed is still all there.
    await expect(page.getByLabel('Message')).toHaveValue(message);
  });

  test('after a failed send, a 400-character Arabic message with a long name and e-mail still gives a link under 2,000 characters', async ({ page }) => {
    const { bodies } = await openForm(page, 'errors');
    const message = arabicWords(80).slice(0, 400);
    const name = 'رنا خوري '.repeat(11).slice(0, 100);
    const email = `${'r'.repeat(60)}@${'example-'.repeat(20)}org.lb`;
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Email').fill(email);
    await typePhone(page, typed.phone);
    await page.getByLabel('Message').fill(message);
    await solveCaptcha(page);
    await send(page).click();
    await expect(page.getByRole('heading', { name: FAILURE })).toBeVisible();
    expect(bodies).toHaveLength(1);
    const { href, body } = await fallbackMail(page, FALLBACK_LINK);
    expect(href.length).toBeLessThanOrEqual(LINK_MAX);
    expect(body).toContain(`Name: ${name.trim()}`);
    expect(body).toContain(`E-mail: ${email}`);
    expect(body).toContain('Phone: +96171123456');
    expect(body.endsWith(`\r\n\r\n${contactFormCopy.mailTruncated}`)).toBe(true);
    const sent = body.slice(body.indexOf('Message:\r\n') + 'Message:\r\n'.length, body.lastIndexOf('\r\n\r\n'));
    expect(sent.length).toBeGreaterThan(100);
    expect(message.startsWith(sent)).toBe(true);
  });
});
