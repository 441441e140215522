import type { Messages } from './en';

/** A tree of strings, as a language's catalogue is written. */
export type Catalogue = { readonly [key: string]: string | Catalogue };

type PluralForm = `_${Intl.LDMLPluralRule}`;
type WithoutPluralForm<K extends string> = K extends `${infer Base}${PluralForm}` ? Base : K;
type LeafKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? WithoutPluralForm<`${Prefix}${K}`>
    : LeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key a message can be asked for by: its path, without a counted string's plural form. */
export type MessageKey = LeafKeys<Messages>;
/**
 * What a message's placeholders ({{name}}) are filled with (nothing for null or undefined); `count`
 * also picks a plural form.
 */
export type MessageValues = Readonly<Record<string, string | number | null | undefined>>;
export type TFunction = (key: MessageKey, values?: MessageValues) => string;

export type TranslatorEvent = 'languageChanged' | 'added';

interface TranslatorOptions {
  language: string;
  /** Where a key missing in the language is looked up; none for a test that wants to see gaps. */
  fallbackLanguage?: string | false;
  /** Told of each key found in no language asked (the key itself is shown). */
  onMissingKey?: (key: string) => void;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

function lookUp(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function merge(into: Catalogue, from: Catalogue): Catalogue {
  const merged: Record<string, string | Catalogue> = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = merged[key];
    merged[key] = typeof value === 'object' && typeof existing === 'object' ? merge(existing, value) : value;
  }
  return merged;
}

/**
 * The app's strings in the language shown: a message by its key, with its placeholders filled and,
 * for a count, the plural form the language's rules pick (1 голос, 2 голоси, 5 голосів). Strings
 * arrive by parts, and who renders them is told when some do or when the language changes.
 */
export class Translator {
  language: string;
  private readonly fallbackLanguage: string | false;
  private readonly onMissingKey?: (key: string) => void;
  private readonly catalogues = new Map<string, Catalogue>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();
  private readonly listeners = new Map<TranslatorEvent, Set<(language: string) => void>>();
  private readonly changes = new Set<() => void>();
  /** Moves on each change, for React to know when to render again. */
  version = 0;

  constructor({ language, fallbackLanguage = 'en', onMissingKey }: TranslatorOptions) {
    this.language = language;
    this.fallbackLanguage = fallbackLanguage;
    this.onMissingKey = onMissingKey;
  }

  /** The language whose strings are shown: the one asked for once it has any, else the fallback. */
  get resolvedLanguage(): string {
    return this.catalogues.has(this.language) || !this.fallbackLanguage
      ? this.language
      : this.fallbackLanguage;
  }

  readonly t: TFunction = (key, values) => {
    const languages = [this.language, ...(this.fallbackLanguage ? [this.fallbackLanguage] : [])];
    for (const language of languages) {
      const text = this.message(language, key, values?.count);
      if (text !== undefined) return values ? fill(text, values) : text;
    }
    this.onMissingKey?.(key);
    return key;
  };

  addMessages(language: string, messages: Catalogue): void {
    this.catalogues.set(language, merge(this.catalogues.get(language) ?? {}, messages));
    this.emit('added', language);
  }

  async changeLanguage(language: string): Promise<void> {
    if (language === this.language) return;
    this.language = language;
    this.emit('languageChanged', language);
  }

  on(event: TranslatorEvent, listener: (language: string) => void): void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
  }

  off(event: TranslatorEvent, listener: (language: string) => void): void {
    this.listeners.get(event)?.delete(listener);
  }

  /** For useSyncExternalStore: calls back on every change of language or strings. */
  readonly subscribe = (onChange: () => void): (() => void) => {
    this.changes.add(onChange);
    return () => this.changes.delete(onChange);
  };

  private message(language: string, key: string, count: unknown): string | undefined {
    const catalogue = this.catalogues.get(language);
    if (typeof count === 'number') {
      let rules = this.pluralRules.get(language);
      if (!rules) this.pluralRules.set(language, (rules = new Intl.PluralRules(language)));
      const counted = lookUp(catalogue, `${key}_${rules.select(count)}`) ?? lookUp(catalogue, `${key}_other`);
      if (counted !== undefined) return counted;
    }
    return lookUp(catalogue, key);
  }

  private emit(event: TranslatorEvent, language: string): void {
    this.version += 1;
    this.listeners.get(event)?.forEach((listener) => listener(language));
    this.changes.forEach((onChange) => onChange());
  }
}

/** A placeholder not given is left as written, so the gap shows. */
function fill(text: string, values: MessageValues): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    name in values ? String(values[name] ?? '') : placeholder,
  );
}
