import { useRef, type FormEvent, type FormHTMLAttributes } from 'react';
import { useTranslation, type TFunction } from '../../lib/i18n';
import type { LazyRules } from '../../lib/lazy-rules';
import { toast } from '../../lib/toast';

/** The rules, or undefined once the person is told the server is out of reach. */
export async function loadRulesOrSay<M>(rules: LazyRules<M>, t: TFunction): Promise<M | undefined> {
  try {
    return await rules.load();
  } catch {
    toast.error(t('errors.network'));
    return undefined;
  }
}

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
    loading.current = true;
    const loaded = await loadRulesOrSay(rules, t);
    loading.current = false;
    if (loaded) onSubmit(loaded, form);
  }

  return <form {...rest} noValidate onFocus={rules.preload} onSubmit={(event) => void submit(event)} />;
}
