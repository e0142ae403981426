/** Office phones as visitors see them (footer, LOCATIONS panel, contact card, industry pages), checked against content/site.ts. */
import type { Locator } from '@playwright/test';
import { offices } from '@/content/site';
import type { Office } from '@/lib/content/types';
import { expect } from './support';
import { addressText } from '@/lib/offices';

/** What a tel: link must point at: "tel:+" and the number's digits (written apart from lib/tel.ts on purpose). */
export const telAddress = (phone: string) => `tel:+${phone.replace(/\D/g, '')}`;

/** The offices that have a phone in content/site.ts. */
export const officesWithPhone = offices.filter((office: Office): office is Office & { phone: string } => Boolean(office.phone));

/**
 * `scope` has one visible tel: link per office phone and no other: its text is the number as written
 * in content, it calls that number, and it reads left to right in any page direction.
 */
export async function expectOfficePhoneLinks(scope: Locator) {
  await expect(scope.locator('a[href^="tel:"]')).toHaveCount(officesWithPhone.length);
  for (const office of officesWithPhone) {
    const link = scope.locator(`a[href="${telAddress(office.phone)}"]`);
    await expect(link, `${office.city}'s phone`).toHaveCount(1);
    await expect(link).toHaveText(office.phone);
    await expect(link).toHaveAttribute('dir', 'ltr');
    await expect(link).toBeVisible();
  }
}

/** Each office's entry (the list item that holds its address) carries its own phone, or none. */
export async function expectPhonePerOffice(list: Locator, skip?: number) {
  for (const office of offices as readonly Office[]) {
    const item = list.getByRole('listitem').filter({ hasText: addressText(office) });
    const links = item.locator('a[href^="tel:"]');
    if (office.phone && office.index !== skip) {
      await expect(links, `${office.city}'s entry`).toHaveCount(1);
      await expect(links).toHaveAttribute('href', telAddress(office.phone));
    } else {
      await expect(links, `${office.city}'s entry`).toHaveCount(0);
    }
  }
}
