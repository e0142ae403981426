import { htmlLang, languageSwitch } from '@/lib/i18n';
import { useShell } from './ShellContext';

export interface LanguageSwitchProps {
  /** The page's path (in its language): the link goes to the same page in the other language. */
  readonly currentPath: string;
  readonly className?: string;
}

/**
 * The link to this page in the other language ("العربية" on an English page, "English" on an Arabic
 * one: the other language's name in that language, content/ui.ts `menu.otherLanguage`), with its
 * `lang` and `hreflang`. A plain <a>, not a LocaleLink: its address is in the other language on purpose,
 * and the other language's page is another document (its own `lang` and `dir`).
 */
export function LanguageSwitch({ currentPath, className }: LanguageSwitchProps) {
  const { ui } = useShell();
  const target = languageSwitch(currentPath);
  const lang = htmlLang(target.locale);
  return (
    <a href={target.href} lang={lang} hrefLang={lang} className={className}>
      {ui.menu.otherLanguage}
    </a>
  );
}
