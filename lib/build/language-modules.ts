/**
 * Writes lib/content/generated/language-modules.ts: the import of every language's text module
 * (content/<code>/<name>.ts) whose source module (content/<name>.ts) exists, for every language of
 * content/languages.ts but the first. The bundler needs these imports written out; nobody writes them
 * by hand: `npm install`, `npm run dev`, `npm run build`, `npm run content:check`, `npm run typecheck`
 * and the unit tests write them first (the file is not committed).
 *
 * It reads only the file system and the language codes, never the content itself, so a content file
 * with a mistake still gets its import and the content check names the mistake.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const LANGUAGE_MODULES_FILE = 'lib/content/generated/language-modules.ts';

/** The codes of content/languages.ts, read from its text (`code: "ar"`), the source language first. */
export function languageCodes(languagesSource: string): string[] {
  return [...languagesSource.matchAll(/\bcode:\s*["']([a-z]{2,3}(?:-[A-Za-z0-9]+)?)["']/g)].map((match) => match[1]!);
}

/** An identifier for a language's module: ar and case-studies → ar_case_studies. */
const identifier = (code: string, name: string) => `${code}_${name}`.replace(/[^A-Za-z0-9_]/g, '_');

/** The generated module's text, from the language codes and the module names each language's folder has. */
export function languageModulesSource(languages: readonly { readonly code: string; readonly modules: readonly string[] }[]): string {
  const imports = languages.flatMap(({ code, modules }) =>
    modules.map((name) => `import * as ${identifier(code, name)} from '../../../content/${code}/${name}';`),
  );
  const entries = languages.map(
    ({ code, modules }) =>
      `  ${JSON.stringify(code)}: {${modules.map((name) => `\n    ${JSON.stringify(`content/${name}.ts`)}: ${identifier(code, name)},`).join('')}${modules.length ? '\n  ' : ''}},`,
  );
  return [
    '// Written by lib/build/language-modules.ts (npm install, dev, build, content:check, typecheck): do not edit, not committed.',
    "// Every language's text modules (content/<code>/<name>.ts), by the source module's file.",
    ...imports,
    '',
    `export const languageModules = {\n${entries.join('\n')}\n} as const;`,
    '',
  ].join('\n');
}

/** A language's text modules: the files of content/<code>/ that have an English twin (content/<name>.ts), by name, sorted. */
export function languageModuleNames(contentDir: string, code: string): string[] {
  const folder = join(contentDir, code);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && existsSync(join(contentDir, file)))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
}

/** Writes the generated module for the project at `root`, when its text changes; returns its path. */
export function writeLanguageModules(root: string): string {
  const contentDir = join(root, 'content');
  const codes = languageCodes(readFileSync(join(contentDir, 'languages.ts'), 'utf8')).slice(1);
  const languages = codes.map((code) => ({ code, modules: languageModuleNames(contentDir, code) }));
  const target = join(root, LANGUAGE_MODULES_FILE);
  const text = languageModulesSource(languages);
  if (!existsSync(target) || readFileSync(target, 'utf8') !== text) {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  return target;
}
