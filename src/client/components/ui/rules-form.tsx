import type { FormEvent, FormHTMLAttributes } from 'react';
import { withChunkReload } from '../../lib/chunk-reload';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';

/** A module of rules (zod schemas, mostly) fetched when a form needs it, not with its page. */
export interface LazyRules<M> {
  /** For a submit: a file lost to a redeploy reloads the page once. */
  load(): Promise<M>;
  /** Ahead of need; a failure is left for the submit to report. */
  preload(): void;
}

export function lazyRules<M>(load: () => Promise<M>): LazyRules<M> {
  return { load: withChunkReload(load), preload: () => void load().catch(() => undefined) };
}

interface RulesFormProps<M> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onFocus'> {
  rules: LazyRules<M>;
  /** Called with the rules to check the fields by, and the form to read them from. */
  onSubmit(rules: M, form: HTMLFormElement): void;
}

/**
 * A form whose fields are checked by the server's own rules, which are fetched (zod with them)
 * when the form is first focused rather than with its page: a visitor who only looks never
 * downloads them. A submit whose rules cannot be fetched says the server is out of reach.
 */
export function RulesForm<M>({ rules, onSubmit, ...rest }: RulesFormProps<M>) {
  const { t } = useTranslation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    let loaded: M;
    try {
      loaded = await rules.load();
    } catch {
      toast.error(t('errors.network'));
      return;
    }
    onSubmit(loaded, form);
  }

  return <form {...rest} noValidate onFocus={rules.preload} onSubmit={(event) => void submit(event)} />;
}
