import { useRef, type FormEvent, type FormHTMLAttributes } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { LazyRules } from '../../lib/lazy-rules';
import { toast } from '../../lib/toast';

interface RulesFormProps<M> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onFocus'> {
  rules: LazyRules<M>;
  /** Called with the rules to check the fields by, and the form to read them from. */
  onSubmit(rules: M, form: HTMLFormElement): void;
}

/**
 * A form whose fields are checked by the server's own rules, which are fetched (zod with them)
 * when the form is first focused rather than with its page: a visitor who only looks never
 * downloads them. A submit whose rules cannot be fetched says the server is out of reach; one
 * made while they are on their way is the same submit, not a second (a double click, say).
 */
export function RulesForm<M>({ rules, onSubmit, ...rest }: RulesFormProps<M>) {
  const { t } = useTranslation();
  const loading = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading.current) return;
    const form = event.currentTarget;
    let loaded: M;
    loading.current = true;
    try {
      loaded = await rules.load();
    } catch {
      toast.error(t('errors.network'));
      return;
    } finally {
      loading.current = false;
    }
    onSubmit(loaded, form);
  }

  return <form {...rest} noValidate onFocus={rules.preload} onSubmit={(event) => void submit(event)} />;
}
