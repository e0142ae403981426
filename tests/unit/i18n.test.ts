import { describe, expect, it } from 'vitest';
import {
  defaultLocale,
  htmlLang,
  isLocale,
  languageSwitch,
  localeOfPath,
  localePath,
  locales,
  openGraphLocale,
  otherLocales,
  textDirection,
  unlocalisedPath,
} from '@/lib/i18n';
import { fill, placeholders, templateParts } from '@/lib/template';
import { languages } from '@/content/languages';

describe('the languages', () => {
  it('are the list of content/languages.ts: English, the default at the root, and Arabic, right to left', () => {
    expect(locales).toEqual(languages.map((language) => language.code));
    expect(locales.slice(0, 2)).toEqual(['en', 'ar']);
    expect(defaultLocale).toBe('en');
    expect([textDirection('en'), textDirection('ar')]).toEqual(['ltr', 'rtl']);
    expect([htmlLang('en'), htmlLang('ar')]).toEqual(['en', 'ar']);
    expect([isLocale('ar'), isLocale('zz'), isLocale(undefined)]).toEqual([true, false, false]);
  });
});

describe('the language switch', () => {
  it('links a page to the same page in each other language, and back', () => {
    expect(languageSwitch('/about').map((target) => target.locale)).toEqual(locales.filter((locale) => locale !== 'en'));
    expect(languageSwitch('/about')).toContainEqual({ locale: 'ar', name: 'العربية', short: 'عربي', href: '/ar/about' });
    expect(languageSwitch('/ar/about')).toContainEqual({ locale: 'en', name: 'English', short: 'EN', href: '/about' });
    expect(languageSwitch('/')).toContainEqual({ locale: 'ar', name: 'العربية', short: 'عربي', href: '/ar' });
    expect(languageSwitch('/ar')).toContainEqual({ locale: 'en', name: 'English', short: 'EN', href: '/' });
    expect(languageSwitch('/blog/able')).toContainEqual({ locale: 'ar', name: 'العربية', short: 'عربي', href: '/ar/blog/able' });
    expect(languageSwitch('/ar/services/training')).toContainEqual({ locale: 'en', name: 'English', short: 'EN', href: '/services/training' });
  });

  it('goes to the top of the other page, without the query or the hash', () => {
    expect(languageSwitch('/clients?x=1#telco')).toContainEqual({ locale: 'ar', name: 'العربية', short: 'عربي', href: '/ar/clients' });
    expect(languageSwitch('/ar#contact')).toContainEqual({ locale: 'en', name: 'English', short: 'EN', href: '/' });
  });

  it('names the other languages and the Open Graph locales', () => {
    expect(otherLocales('en')).toEqual(locales.filter((locale) => locale !== 'en'));
    expect(otherLocales('ar')).toEqual(locales.filter((locale) => locale !== 'ar'));
    expect([openGraphLocale('en'), openGraphLocale('ar')]).toEqual(['en_US', 'ar_AR']);
  });
});

describe('localePath', () => {
  it('puts an Arabic page under /ar, the home page at /ar itself', () => {
    expect(localePath('ar', '/about')).toBe('/ar/about');
    expect(localePath('ar', '/services/training')).toBe('/ar/services/training');
    expect(localePath('ar', '/')).toBe('/ar');
  });

  it('keeps the query and the hash', () => {
    expect(localePath('ar', '/blog/able#gallery')).toBe('/ar/blog/able#gallery');
    expect(localePath('ar', '/clients?x=1#telco')).toBe('/ar/clients?x=1#telco');
    expect(localePath('ar', '/#contact')).toBe('/ar#contact');
    expect(localePath('ar', '/?x=1')).toBe('/ar?x=1');
  });

  it('leaves the English paths, other sites, mailto:, tel: and in-page links as they are', () => {
    expect(localePath('en', '/about')).toBe('/about');
    expect(localePath('en', '/')).toBe('/');
    for (const href of ['https://www.linkedin.com/company/example', 'mailto:info@example.com', 'tel:+9611000000', '#solutions', '//cdn.example.com/x'])
      expect(localePath('ar', href)).toBe(href);
  });

  it('never prefixes twice, and takes a page back to English', () => {
    expect(localePath('ar', '/ar/about')).toBe('/ar/about');
    expect(localePath('ar', '/ar')).toBe('/ar');
    expect(localePath('en', '/ar/about#team')).toBe('/about#team');
    expect(localePath('en', '/ar')).toBe('/');
  });
});

describe('localeOfPath and unlocalisedPath', () => {
  it('read the language from the prefix', () => {
    expect(localeOfPath('/ar')).toBe('ar');
    expect(localeOfPath('/ar/about')).toBe('ar');
    expect(localeOfPath('/ar#x')).toBe('ar');
    expect(localeOfPath('/about')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/arabic-news')).toBe('en');
    expect(localeOfPath('/en/about')).toBe('en');
  });

  it('give the page without its prefix', () => {
    expect(unlocalisedPath('/ar/about')).toBe('/about');
    expect(unlocalisedPath('/ar')).toBe('/');
    expect(unlocalisedPath('/ar?x=1')).toBe('/?x=1');
    expect(unlocalisedPath('/about')).toBe('/about');
  });
});

describe('fill', () => {
  it('puts each value in its placeholder', () => {
    expect(fill('Go to slide {{index}}', { index: 2 })).toBe('Go to slide 2');
    expect(fill('{{clients}} in {{category}}', { clients: '3 clients', category: 'Telco' })).toBe('3 clients in Telco');
    expect(fill('{{count}} of {{count}}', { count: 4 })).toBe('4 of 4');
  });

  it('keeps a placeholder without a value, so the mistake shows', () => {
    expect(fill('Video {{index}}: {{title}}', { index: 1 })).toBe('Video 1: {{title}}');
  });

  it('lists the placeholders of a template once each', () => {
    expect(placeholders('{{index}} of {{slidesLength}}, {{index}}')).toEqual(['index', 'slidesLength']);
    expect(placeholders('Thumbnails')).toEqual([]);
  });
});

describe('templateParts', () => {
  it('cuts a template at its blanks, keeping the text between them', () => {
    expect(templateParts('© {{year}} {{name}}. All rights reserved.')).toEqual(['© ', { name: 'year' }, ' ', { name: 'name' }, '. All rights reserved.']);
    expect(templateParts('{{index}}')).toEqual([{ name: 'index' }]);
    expect(templateParts('Thumbnails')).toEqual(['Thumbnails']);
  });
});
