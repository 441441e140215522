import type { FormEvent, FormHTMLAttributes } from 'react';
import { withChunkReload } from '../../lib/chunk-reload';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';

const load = () => import('../../../shared/api/auth');

export type AuthSchemas = Awaited<ReturnType<typeof load>>;

const loadForSubmit = withChunkReload(load);
const preload = (): void => void load().catch(() => undefined);

interface AuthFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onFocus' | 'className'
> {
  /** Called with the shared rules to check the fields by, and the form to read them from. */
  onSubmit: (schemas: AuthSchemas, form: HTMLFormElement) => void;
}

/**
 * A form of the auth pages. The rules it checks by are the server's own (shared/api/auth), and zod
 * with them: they are fetched when the form is first focused rather than with its page, so a
 * visitor who only looks never downloads them. A submit whose rules cannot be fetched says so.
 */
export function AuthForm({ onSubmit, ...rest }: AuthFormProps) {
  const { t } = useTranslation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    let schemas: AuthSchemas;
    try {
      schemas = await loadForSubmit();
    } catch {
      toast.error(t('errors.network'));
      return;
    }
    onSubmit(schemas, form);
  }

  return (
    <form
      {...rest}
      noValidate
      onFocus={preload}
      onSubmit={(event) => void submit(event)}
      className="grid gap-4"
    />
  );
}
