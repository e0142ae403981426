/** The clients as the clients page and the home page's carousel show them, in a language. */
import type { ClientDetails } from '@/components/sections/ClientModal';
import { clientCategories, type ClientCategory } from '@/lib/content/types';
import { categorySlug } from '../browser/client-filter';
import type { Locale } from '../i18n';
import { clientStoryPath } from './case-studies';
import { siteContent } from './content';
import { mediaOf } from './media';

/** A category as a filter shows it: its label in the language, its slug (the URL hash) from the English key. */
function category(key: ClientCategory, locale: Locale) {
  return { label: siteContent(locale).ui.clientCategories[key], slug: categorySlug(key) };
}

/** Every client with its logo (named after the client) and its category's label. */
export function clientDetails(locale: Locale): ClientDetails[] {
  const { imageAsset } = mediaOf(locale);
  return siteContent(locale).clients.map((client) => {
    const { label, slug } = category(client.category, locale);
    return {
      slug: client.slug,
      label: client.label,
      category: label,
      categorySlug: slug,
      logo: imageAsset(client.logo, client.label),
      content: client.content,
      ...withStory(clientStoryPath(client.slug, locale)),
    };
  });
}

/** The client's case study, when it has one (an absent field, not an undefined one: props are JSON). */
const withStory = (story: string | undefined) => (story ? { story } : {});

/** The filter buttons after All, in the order of `clientCategories` (lib/content/schema.ts). */
export function clientFilters(locale: Locale) {
  return clientCategories.map((key) => category(key, locale));
}
