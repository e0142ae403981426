/**
 * The type of a language's text files (content/<code>/<name>.ts), derived from the registry
 * (lib/content/registry.ts) and the schemas: each export's texts, keyed the way lib/content/translate.ts
 * reads them. `export const services = { … } satisfies TextsFor<"services">;` makes a misspelt field,
 * a misspelt slug of a collection, or a text where the source has a number a type error; the content
 * check names the same mistakes as "file › item › field" lines.
 */
import type { Model } from './schema';
import type { EntryNamed, ExportName, Item, ListEntry, OneEntry, RecordEntry } from './registry';

/** A key as another language's texts write it: a slug, an id, or a year as text. */
type KeyText<Key> = Key extends string | number ? `${Key}` : never;

/**
 * The texts of a value: a text for a text, an object of its fields' texts (each optional: fields that
 * are not texts are left out), a list of texts, or a list's items by their key.
 */
export type TextsOf<T> = T extends string
  ? string
  : T extends number | boolean
    ? never
    : T extends readonly (infer Item)[]
      ? readonly TextsOf<Item>[] | { readonly [key: string]: TextsOf<Item> }
      : T extends object
        ? { readonly [Field in keyof T]?: TextsOf<T[Field]> }
        : never;

/** The texts of one export of the registry in another language, by the export's name. */
export type TextsFor<N extends ExportName> =
  EntryNamed<N> extends ListEntry<infer V, infer S, infer K>
    ? [K] extends [never]
      ? readonly TextsOf<Model<S>>[] | { readonly [key: string]: TextsOf<Model<S>> }
      : { readonly [Key in KeyText<Item<V> extends Readonly<Record<K, infer Value>> ? Value : never>]?: TextsOf<Model<S>> }
    : EntryNamed<N> extends RecordEntry<infer V, infer S>
      ? { readonly [Key in keyof V & string]?: TextsOf<Model<S>> }
      : EntryNamed<N> extends OneEntry<infer S>
        ? TextsOf<Model<S>>
        : never;
