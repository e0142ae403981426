/**
 * Texts with blanks, such as "Go to slide {{index}}" or "{{count}} clients": the interface's templates
 * (content/ui.ts) are filled at build time and, for the few that change in the browser, by the
 * behaviour modules. Pure and shared.
 */

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The names of a template's placeholders, in order, each once: "{{a}} of {{b}}" → ['a', 'b']. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/**
 * The template with each `{{name}}` replaced by its value: `fill('Go to slide {{index}}', { index: 2 })`
 * → "Go to slide 2". A placeholder without a value stays as it is, so a mistake shows instead of vanishing.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * A template cut at its blanks, in order: "© {{year}} {{name}}." → ['© ', { name: 'year' }, ' ', { name: 'name' }, '.'],
 * so a component can put text or elements in each blank (components/ui/TemplateText.tsx).
 */
export function templateParts(template: string): (string | { readonly name: string })[] {
  return template
    .split(/(\{\{\s*\w+\s*\}\})/)
    .filter((part) => part !== '')
    .map((part) => {
      const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
      return name === undefined ? part : { name };
    });
}
