import { htmlLang, languageSwitch } from '@/lib/i18n';

export interface LanguageSwitchProps {
  /** The page's path (in its language): each link goes to the same page in another language. */
  readonly currentPath: string;
  readonly className?: string;
  /** From 1024 to 1279 px, each language's short name ("FR", "عربي"), its whole name from 1280 px (the header's room). */
  readonly shortBelowXl?: boolean;
}

/**
 * The links to this page in the other languages ("العربية" on an English page, "English" on an Arabic
 * one: each language's name in that language, content/languages.ts), each with its `lang` and `hreflang`.
 * Plain <a>s, not LocaleLinks: their addresses are in the other language on purpose, and the other
 * language's page is another document (its own `lang` and `dir`).
 */
export function LanguageSwitch({ currentPath, className, shortBelowXl = false }: LanguageSwitchProps) {
  return (
    <>
      {languageSwitch(currentPath).map((target) => {
        const lang = htmlLang(target.locale);
        return (
          <a
            key={target.locale}
            href={target.href}
            lang={lang}
            hrefLang={lang}
            className={className}
            // The whole name is the link's name at every width; the short one is only what fits.
            aria-label={shortBelowXl ? target.name : undefined}
          >
            {shortBelowXl ? (
              <>
                <span aria-hidden="true" className="xl:hidden">
                  {target.short}
                </span>
                <span aria-hidden="true" className="hidden xl:inline">
                  {target.name}
                </span>
              </>
            ) : (
              target.name
            )}
          </a>
        );
      })}
    </>
  );
}
