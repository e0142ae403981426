/**
 * Each language's texts (content/languages.ts), by code: the folder content/<code>/ holds one module per
 * source module (content/ar/blogs.ts for content/blogs.ts), each with only the texts of that module's
 * exports (content/translate.ts). The source language has none: its modules hold its texts.
 * A language of the list without its line here, or a line here without its language, fails the typecheck.
 */
import type { languages } from "./languages";
import * as ar from "./ar";
import * as fr from "./fr";

type OtherLanguage = Exclude<(typeof languages)[number]["code"], (typeof languages)[0]["code"]>;

export const translations = { ar, fr } satisfies Record<OtherLanguage, unknown>;

export type Translations = typeof translations;
