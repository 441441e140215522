import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { CircleCheck } from 'lucide-react';
import type { FeedbackInput } from '../../../shared/api/feedback';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MIN,
  FEEDBACK_NAME_MAX,
  type FeedbackCategory,
} from '../../../shared/api/feedback-fields';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { RulesForm } from '../../components/ui/rules-form';
import { SubmitButton } from '../../components/ui/submit-button';
import { api, isApiError } from '../../lib/api-client';
import { lazyRules } from '../../lib/lazy-rules';
import { useSession } from '../auth';
import { FormSelect, FormTextarea } from './form-controls';
import { useTranslation } from '../../lib/i18n';

/** The server's own rules for a message, fetched (zod with them) once someone starts writing. */
const feedbackRules = lazyRules(() => import('../../../shared/api/feedback'));
type FeedbackRules = Awaited<ReturnType<typeof feedbackRules.load>>;
const feedbackCreated = feedbackRules.schema((rules) => rules.feedbackCreatedSchema);

type Field = 'name' | 'email' | 'category' | 'message';
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['name', 'email', 'category', 'message'];

/** Where the message was written from: a safe in-app path passed as ?from=, else this page. */
function pageOfOrigin(): string {
  const from = new URLSearchParams(window.location.search).get('from');
  return from && /^\/(?!\/)[\w\-/.~%]*$/.test(from) ? from.slice(0, 300) : window.location.pathname;
}

export function FeedbackForm() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [values, setValues] = useState({
    name: user?.displayName ?? '',
    email: user?.email ?? '',
    category: 'question' as FeedbackCategory,
    message: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (input: FeedbackInput) => api.post('/system/feedback', input, { schema: feedbackCreated }),
  });

  const messageFor = (field: Field, code: string): string => {
    if (field === 'name')
      return code === 'too_big'
        ? t('contact.validation.nameMax', { max: FEEDBACK_NAME_MAX })
        : t('contact.validation.name');
    if (field === 'email') return t('contact.validation.email');
    if (field === 'message')
      return code === 'too_big'
        ? t('contact.validation.messageMax', { max: FEEDBACK_MESSAGE_MAX })
        : t('contact.validation.message', { min: FEEDBACK_MESSAGE_MIN });
    return t('errors.generic');
  };

  const submit = ({ feedbackInputSchema }: FeedbackRules, form: HTMLFormElement) => {
    const parsed = feedbackInputSchema.safeParse({ ...values, page: pageOfOrigin() });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (FIELDS.includes(field) && !found[field]) found[field] = messageFor(field, issue.code);
      }
      setErrors(found);
      const first = FIELDS.find((field) => found[field]);
      return form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
    send.mutate(parsed.data, {
      onSuccess: () => setSentTo(parsed.data.email),
      onError: (error) => {
        if (isApiError(error) && error.status === 429) toast.error(t('contact.tooMany'));
        else if (isApiError(error) && error.code !== 'NETWORK') toast.error(error.message);
        else toast.error(t('errors.network'));
      },
    });
  };

  if (sentTo) {
    return (
      <div role="status" className="grid justify-items-start gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <CircleCheck aria-hidden="true" className="size-5 text-primary" />
          {t('contact.sent.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('contact.sent.body', { email: sentTo })}</p>
        <Button
          variant="outline"
          onClick={() => {
            setValues((current) => ({ ...current, message: '' }));
            setSentTo(null);
          }}
        >
          {t('contact.sent.another')}
        </Button>
      </div>
    );
  }

  const bind = (field: Field) => ({
    name: field,
    error: errors[field],
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  return (
    <RulesForm
      rules={feedbackRules}
      onSubmit={submit}
      aria-labelledby="feedback-title"
      className="grid gap-4"
    >
      <h2 id="feedback-title" className="text-lg font-semibold">
        {t('contact.formTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('contact.fields.name')} autoComplete="name" {...bind('name')} />
        <FormField
          label={t('contact.fields.email')}
          type="email"
          autoComplete="email"
          hint={t('contact.fields.emailHint')}
          {...bind('email')}
        />
        <FormSelect label={t('contact.fields.category')} className="sm:max-w-none" {...bind('category')}>
          {FEEDBACK_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`contact.categories.${category}`)}
            </option>
          ))}
        </FormSelect>
      </div>
      <FormTextarea
        label={t('contact.fields.message')}
        hint={t('contact.fields.messageHint', { min: FEEDBACK_MESSAGE_MIN })}
        maxLength={FEEDBACK_MESSAGE_MAX}
        rows={6}
        counter={`${values.message.length} / ${FEEDBACK_MESSAGE_MAX}`}
        {...bind('message')}
      />
      <div>
        <SubmitButton pending={send.isPending}>{t('contact.submit')}</SubmitButton>
      </div>
    </RulesForm>
  );
}
