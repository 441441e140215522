type Tree = { readonly [key: string]: string | Tree };

/** Every leaf key of a message tree, dot-separated, sorted. */
export function flattenKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
    )
    .sort();
}

/** Keys present in `a` but not in `b`. */
export function missingKeys(a: Tree, b: Tree): string[] {
  const present = new Set(flattenKeys(b));
  return flattenKeys(a).filter((key) => !present.has(key));
}
