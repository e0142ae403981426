/**
 * Each language's texts (content/languages.ts), by code: the folder content/<code>/ holds one module per
 * source module (content/ar/blogs.ts for content/blogs.ts), each with only the texts of that module's
 * exports (lib/content/translate.ts). The source language has none: its modules hold its texts.
 * The imports are written from the folders by lib/build/language-modules.ts, so a language or a
 * module adds no line here.
 */
import type { languages } from '../../content/languages';
import { languageModules } from './generated/language-modules';
import type { LanguageTexts } from './registry';

type OtherLanguage = Exclude<(typeof languages)[number]['code'], (typeof languages)[0]['code']>;

export const translations: Readonly<Record<OtherLanguage, LanguageTexts>> = languageModules;
