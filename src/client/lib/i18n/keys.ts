/**
 * A translation of an English message tree. Where English has a `_one` form, Ukrainian also
 * needs `_few` and `_many` (1 голос, 2 голоси, 5 голосів), so those are required beside it.
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
} & {
  [K in keyof T as K extends `${infer Base}_one` ? `${Base}_few` | `${Base}_many` : never]-?: string;
};

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf key of a message tree, dot-separated, sorted. */
export function flattenKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
    )
    .sort();
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A counted string's key without its plural form: English has one and other, Ukrainian more. */
export const withoutPluralForm = (key: string): string => key.replace(PLURAL_SUFFIX, '');

/** Keys present in `a` but not in `b`, plural forms aside. */
export function missingKeys(a: Tree, b: Tree): string[] {
  const present = new Set(flattenKeys(b).map(withoutPluralForm));
  return [...new Set(flattenKeys(a).map(withoutPluralForm))].filter((key) => !present.has(key));
}
