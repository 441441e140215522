import type { ComponentProps } from 'react';
import { RulesForm } from '../../components/ui/rules-form';
import { lazyRules } from '../../lib/lazy-rules';

const authRules = lazyRules(() => import('../../../shared/api/auth'));

export type AuthSchemas = Awaited<ReturnType<typeof authRules.load>>;

/** A form of the auth pages, checked by the server's own rules (shared/api/auth), fetched on first focus. */
export function AuthForm(props: Omit<ComponentProps<typeof RulesForm<AuthSchemas>>, 'rules' | 'className'>) {
  return <RulesForm rules={authRules} className="grid gap-4" {...props} />;
}
