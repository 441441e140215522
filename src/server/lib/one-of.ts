/** A stored name read back as one of the names the code knows; an unknown one is `fallback`. */
export const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;
