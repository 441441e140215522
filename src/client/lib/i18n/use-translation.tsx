import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { i18n as appTranslator } from './instance';
import type { TFunction, Translator } from './translator';

const TranslatorContext = createContext<Translator>(appTranslator);

/** Gives the components under it other strings than the app's (prerendering, tests). */
export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/**
 * The strings in the language shown. The component renders again when the language changes or
 * strings arrive, and `t` is then a new function, so what was worked out from it is worked out again.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = useContext(TranslatorContext);
  const version = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.version,
    () => i18n.version,
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new t for each version, on purpose
  const t = useMemo<TFunction>(() => (key, values) => i18n.t(key, values), [i18n, version]);
  return { t, i18n };
}
