import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from '../../lib/router';
import { loadTeamPicker } from '../teams';
import { withChunkReload } from '../../lib/chunk-reload';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import type { CreateRetroInput } from '../../../shared/api/retros';
import {
  MAX_COLUMNS,
  MIN_COLUMNS,
  RETRO_NAME_MAX_LENGTH,
  RETRO_TEMPLATES,
  TEMPLATE_COLUMNS,
  type RetroTemplate,
} from '../../../shared/domain/retro';
import { Card, CardContent } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { RulesForm } from '../../components/ui/rules-form';
import { Checkbox } from '../../components/ui/checkbox';
import { SubmitButton } from '../../components/ui/submit-button';
import { isApiError } from '../../lib/api-client';
import { ChoiceCard } from '../../components/ui/choice-card';
import { COLUMN_SWATCH } from './board/column-colors';
import { ColumnsEditor, type ColumnDraft } from './columns-editor';
import { createRetro, retroRules, useMyRetros, type RetroRules } from './retro-api';
import { DEFAULT_RETRO_OPTIONS, RetroOptionsFields } from './retro-options-fields';
import { useTranslation } from '../../lib/i18n';

const TeamPicker = lazy(withChunkReload(() => loadTeamPicker().then((picker) => ({ default: picker }))));

function useTemplateColumns() {
  const { t } = useTranslation();
  return (template: Exclude<RetroTemplate, 'custom'>): ColumnDraft[] =>
    TEMPLATE_COLUMNS[template].map((column) => ({
      title: t(`retroColumns.${column.key}` as 'retroColumns.wentWell'),
      color: column.color,
    }));
}

/** The latest retro of this person that still has open actions: the next one may review them. */
function useCarryCandidate() {
  const mine = useMyRetros();
  const latest = mine.data?.retros.find((retro) => retro.openActionCount > 0);
  return latest ? { id: latest.id, name: latest.name, count: latest.openActionCount } : null;
}

export function NewRetroForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const templateColumns = useTemplateColumns();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [template, setTemplate] = useState<RetroTemplate>('wentWell');
  const [custom, setCustom] = useState<ColumnDraft[]>(() => templateColumns('wentWell'));
  const [columnsInvalid, setColumnsInvalid] = useState(false);
  const [options, setOptions] = useState(DEFAULT_RETRO_OPTIONS);
  const carry = useCarryCandidate();
  const [carryActions, setCarryActions] = useState(true);
  // A team's page links here with its id: the retro is made for that team unless changed.
  const [params] = useSearchParams();
  const [teamId, setTeamId] = useState<string | null>(() => params.get('team'));

  const create = useMutation({
    mutationFn: ({ input, rules }: { input: CreateRetroInput; rules: RetroRules }) =>
      createRetro(input, rules, teamId),
    onSuccess: (id) => void navigate(`/retro/${id}`),
    onError: (error) => {
      const message = isApiError(error) && error.code === 'NETWORK' ? t('errors.network') : error.message;
      toast.error(t('newRetro.failed'), { description: message || t('errors.generic') });
    },
  });

  function onSubmit(rules: RetroRules, form: HTMLFormElement) {
    const parsedName = rules.retroNameSchema.safeParse(name);
    const columns = template === 'custom' ? custom : templateColumns(template);
    const badColumns =
      columns.length < MIN_COLUMNS ||
      columns.length > MAX_COLUMNS ||
      columns.some((c) => c.title.trim() === '');
    setColumnsInvalid(badColumns);
    setNameError(
      parsedName.success
        ? undefined
        : name.trim() === ''
          ? t('newRetro.nameRequired')
          : t('newRetro.nameTooLong', { max: RETRO_NAME_MAX_LENGTH }),
    );
    if (!parsedName.success) {
      form.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
      return;
    }
    if (badColumns || options.votesPerItem > options.votesPerPerson) return;
    const input = {
      name: parsedName.data,
      template,
      columns: columns.map((column) => ({ ...column, title: column.title.trim() })),
      options,
      carryActionsFrom: carry && carryActions ? carry.id : null,
    };
    create.mutate({ input, rules });
  }

  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <RulesForm rules={retroRules} onSubmit={onSubmit} className="grid gap-6">
          <FormField
            name="name"
            label={t('newRetro.name')}
            placeholder={t('newRetro.namePlaceholder')}
            value={name}
            maxLength={RETRO_NAME_MAX_LENGTH + 20}
            autoComplete="off"
            onChange={(event) => {
              setName(event.target.value);
              setNameError(undefined);
            }}
            error={nameError}
          />
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('newRetro.template')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {RETRO_TEMPLATES.map((option) => (
                <ChoiceCard
                  key={option}
                  name="template"
                  value={option}
                  checked={template === option}
                  onChange={() => setTemplate(option)}
                >
                  <span className="grid gap-1.5">
                    <span className="text-sm font-medium">{t(`retroTemplates.${option}`)}</span>
                    {option !== 'custom' && (
                      <span className="flex flex-wrap gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
                        {templateColumns(option).map((column) => (
                          <span key={column.title} className="inline-flex items-center gap-1">
                            <span
                              aria-hidden="true"
                              className={`size-2 rounded-full ${COLUMN_SWATCH[column.color]}`}
                            />
                            {column.title}
                          </span>
                        ))}
                      </span>
                    )}
                  </span>
                </ChoiceCard>
              ))}
            </div>
          </fieldset>
          {template === 'custom' && (
            <ColumnsEditor value={custom} onChange={setCustom} invalid={columnsInvalid} />
          )}
          <RetroOptionsFields value={options} onChange={setOptions} />
          {carry && (
            <label className="flex items-start gap-2 text-sm">
              <Checkbox
                checked={carryActions}
                onCheckedChange={(checked) => setCarryActions(checked === true)}
              />
              {t('newRetro.carry', { count: carry.count, name: carry.name })}
            </label>
          )}
          <Suspense fallback={null}>
            <TeamPicker value={teamId} onChange={setTeamId} />
          </Suspense>
          <SubmitButton
            pending={create.isPending}
            size="lg"
            className="w-full sm:w-auto sm:justify-self-start"
          >
            {t('newRetro.submit')}
          </SubmitButton>
        </RulesForm>
      </CardContent>
    </Card>
  );
}
