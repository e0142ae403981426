/**
 * The content check over a copy of the site content in which one export was changed: the unit tests
 * break content on purpose, outside its types, and read the lines an editor would read.
 */
import { collectionKeys } from '@/lib/content/check';
import { contentEntries } from '@/lib/content/registry';
import { checkEntries, formatIssue } from '@/lib/content/schema';
import { routesIn } from '@/lib/build/site-routes';

/* eslint-disable @typescript-eslint/no-explicit-any -- the mutation changes content outside its types */

/** The check's lines after `mutate` changed a copy of the export `name` (its routes and keys as the build passes them). */
export function checkWith(name: string, mutate: (value: any) => void): string[] {
  const entries = contentEntries().map((entry) => {
    if (entry.name !== name) return entry;
    const value = structuredClone(entry.value);
    mutate(value);
    return { ...entry, value };
  });
  return checkEntries(entries, { routes: routesIn('en'), keys: collectionKeys() }).map(formatIssue);
}

/** The same, after `mutate` changed the first item of the list `name`. */
export const checkFirstWith = (name: string, mutate: (item: any) => void) => checkWith(name, (items: any[]) => mutate(items[0]));
