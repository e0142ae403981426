/** Renders a component as a page does: inside the shell of a language (components/layout/ShellContext.tsx). */
import type { ReactNode } from 'react';
import { ShellProvider } from '@/components/layout/ShellContext';
import type { Locale } from '@/lib/i18n';
import { shellProps, type ShellOptions, type ShellProps } from '@/lib/pages/shell';

export function inShell(node: ReactNode, shell: ShellProps | Locale = 'en', options?: ShellOptions) {
  return <ShellProvider shell={typeof shell === 'string' ? shellProps(shell, options) : shell}>{node}</ShellProvider>;
}
