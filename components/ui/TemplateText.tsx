import { Fragment, type ReactNode } from 'react';
import { templateParts } from '@/lib/template';

/**
 * A template of the interface's words (content/ui.ts) with its blanks filled by text or elements, as
 * React children: the same markup as writing the text and its values side by side in JSX. For an
 * attribute, use `fill()` (lib/template.ts), which gives a string.
 */
export function TemplateText({ template, values }: { readonly template: string; readonly values: Readonly<Record<string, ReactNode>> }) {
  return templateParts(template).map((part, index) => (
    <Fragment key={index}>{typeof part === 'string' ? part : part.name in values ? values[part.name] : `{{${part.name}}}`}</Fragment>
  ));
}
