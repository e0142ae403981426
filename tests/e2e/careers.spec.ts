import { careerBenefits, careerCta, deliveryModel, hiringProcess } from '@/content/careers';
import { pages } from '@/content/pages';
import { ui } from '@/content/ui';
import { publishedPositions } from '@/lib/pages/positions';
import { expect, test, watchPage } from './support';

test.describe('/careers', () => {
  test('shows the open positions, how we hire, the two benefits, the delivery model and the call to apply by e-mail', async ({ page }) => {
    const problems = await watchPage(page);
    await page.goto('/careers');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(pages.careers.intro.heading);
    const positions = publishedPositions('en').length > 0 ? [ui.careers.openPositions] : [];
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      ...positions,
      hiringProcess.title,
      ...careerBenefits.map((benefit) => benefit.title),
      deliveryModel.title,
      careerCta.title,
    ]);

    const hiring = main.getByRole('region', { name: hiringProcess.title });
    await expect(hiring.getByRole('heading', { level: 3 })).toHaveText(hiringProcess.steps.map((step) => step.title));
    for (const [index, step] of hiringProcess.steps.entries()) await expect(hiring.getByRole('listitem').nth(index)).toContainText(step.text);

    for (const benefit of careerBenefits) {
      const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: benefit.title }) });
      await expect(card).toContainText(benefit.text);
      await expect(card.getByRole('img')).toBeVisible();
    }
    const delivery = main.getByRole('region', { name: deliveryModel.title });
    for (const paragraph of deliveryModel.paragraphs) await expect(delivery).toContainText(paragraph);
    await expect(delivery.getByRole('img')).toBeVisible();

    const apply = main.getByRole('region', { name: careerCta.title });
    await expect(apply).toContainText(careerCta.text);
    const mail = apply.getByRole('link', { name: careerCta.email });
    await expect(mail).toHaveAttribute('href', `mailto:${careerCta.email}`);
    expect(problems).toEqual([]);
  });
});

test.describe('/careers without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is readable: headings, texts and the recruitment address', async ({ page }) => {
    await page.goto('/careers');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(pages.careers.intro.heading);
    for (const benefit of careerBenefits) {
      await expect(main.getByRole('heading', { name: benefit.title })).toBeVisible();
      await expect(main).toContainText(benefit.text);
    }
    for (const step of hiringProcess.steps) await expect(main.getByRole('heading', { name: step.title })).toBeVisible();
    await expect(main.getByRole('heading', { name: deliveryModel.title })).toBeVisible();
    await expect(main.getByRole('link', { name: careerCta.email })).toHaveAttribute('href', `mailto:${careerCta.email}`);
  });
});
