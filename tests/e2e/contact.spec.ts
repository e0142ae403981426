import type { Page } from '@playwright/test';
import { contactCard } from '@/content/contact';
import { offices, site } from '@/content/site';
import { contactMessages } from '@/lib/browser/contact-schema';
import { RECAPTCHA_SCRIPT, stubFormspree, stubRecaptcha, type FormspreeReply } from './contact-stubs';
import { expect, expectNoSeriousAxeViolations, horizontalOverflow, test, watchPage } from './support';

const SUCCESS = 'Your request is successfully sent! We will reply as soon as possible.';
const FAILURE = 'Due to the large number of requests received, the queue is temporarily disabled';
const FALLBACK_LINK = 'Click here to redirect you to your default email engine';

const typed = {
  fullname: 'Rana Khoury & Sons',
  email: 'rana@example.org',
  phone: '71123456',
  message: 'We need help with Oracle HCM payroll #2 at 100% speed?',
};

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

/** Types after the "+961" the phone input starts with, as a visitor tapping the field does. */
async function typePhone(page: Page, digits: string) {
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially(digits);
}

async function fillValid(page: Page) {
  await page.getByLabel('Full name').fill(typed.fullname);
  await page.getByLabel('Email').fill(typed.email);
  await typePhone(page, typed.phone);
  await page.getByLabel('Message').fill(typed.message);
}

/** The form's own alert (Next's route announcer is an alert too). */
const formAlert = (page: Page) => page.getByRole('main').getByRole('alert');

const send = (page: Page) => page.getByRole('button', { name: 'Send request' });
const solveCaptcha = (page: Page) => page.getByRole('button', { name: "I'm not a robot" }).click();

test.describe('contact page', () => {
  test('shows the contact card with phone and e-mail links, the response time and every office', async ({ page }) => {
    await openForm(page);
    const card = page.getByRole('complementary', { name: 'Contact information' });
    await expect(card.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(card.getByRole('link', { name: site.phone })).toHaveAttribute('href', `tel:${site.phone.replace(/[^\d+]/g, '')}`);
    await expect(card.getByRole('link', { name: site.phone })).toHaveAttribute('dir', 'ltr');
    await expect(card.getByText(contactCard.responseTime, { exact: true })).toBeVisible();
    const list = card.getByRole('list').filter({ hasText: offices[0].address });
    await expect(list.getByRole('listitem')).toHaveCount(offices.length);
    for (const office of offices) {
      const item = list.getByRole('listitem').filter({ hasText: office.address });
      await expect(item).toContainText(office.name);
      await expect(item).toContainText(office.city);
      await expect(item.locator('img')).toHaveAttribute('src', `/flags/${office.flag}.svg`);
    }
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
    // Sending still waits for the check (spec §4).
    await expect(send(page)).toBeDisabled();
  });

  test('a field left before the form woke up still shows its message', async ({ page }) => {
    await stubRecaptcha(page);
    // Hold the form's code on the wire, like a slow network: the visitor tabs on before it arrives.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_m/contact-form-*.js', async (route) => {
      await held;
      await route.fallback();
    });
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
    // Hold the form's code on the wire, like a slow network, so the visitor types into the static form.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_m/contact-form-*.js', async (route) => {
      await held;
      await route.fallback();
    });
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
