import { htmlLang, languageSwitch } from '@/lib/i18n';

export interface LanguageSwitchProps {
  /** The page's path (in its language): each link goes to the same page in another language. */
  readonly currentPath: string;
  readonly className?: string;
}

/**
 * The links to this page in the other languages ("العربية" on an English page, "English" on an Arabic
 * one: each language's name in that language, content/languages.ts), each with its `lang` and `hreflang`.
 * Plain <a>s, not LocaleLinks: their addresses are in the other language on purpose, and the other
 * language's page is another document (its own `lang` and `dir`).
 */
export function LanguageSwitch({ currentPath, className }: LanguageSwitchProps) {
  return (
    <>
      {languageSwitch(currentPath).map((target) => {
        const lang = htmlLang(target.locale);
        return (
          <a key={target.locale} href={target.href} lang={lang} hrefLang={lang} className={className}>
            {target.name}
          </a>
        );
      })}
    </>
  );
}
