import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Spinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api-client';
import { useJiraFailure } from './use-jira-failure';
import { useJiraActions, useJiraFields } from './jira-api';
import { useTranslation } from '../../lib/i18n';

const AUTOMATIC = '';

/** Which Jira field holds the points: found from the issues, or chosen from Jira's numeric fields. */
export function JiraPointsField({
  roomId,
  storyPointKey,
  pointsKeys,
}: {
  roomId: string;
  storyPointKey: string | null;
  pointsKeys: Record<string, string>;
}) {
  const { t } = useTranslation();
  const fields = useJiraFields(roomId);
  const { choosePointsField } = useJiraActions(roomId);
  const failed = useJiraFailure();
  const current = fields.data?.find((field) => field.id === storyPointKey);
  const nameOf = (id: string) => fields.data?.find((field) => field.id === id)?.name ?? id;
  const found = Object.entries(pointsKeys)
    .map(([project, id]) => `${project}: ${nameOf(id)}`)
    .join(', ');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="jira-points-field">{t('jira.pointsField')}</Label>
      {fields.isPending ? (
        <Spinner />
      ) : fields.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {isApiError(fields.error) ? fields.error.message : t('errors.generic')}
        </p>
      ) : (
        <NativeSelect
          id="jira-points-field"
          value={storyPointKey ?? AUTOMATIC}
          disabled={choosePointsField.isPending}
          aria-describedby="jira-points-field-hint"
          onChange={(event) => choosePointsField.mutate(event.target.value || null, { onError: failed })}
        >
          <option value={AUTOMATIC}>{t('jira.pointsFieldAuto')}</option>
          {storyPointKey && !current && <option value={storyPointKey}>{storyPointKey}</option>}
          {fields.data.map((field) => (
            <option key={field.id} value={field.id}>
              {field.name} ({field.id})
            </option>
          ))}
        </NativeSelect>
      )}
      <p id="jira-points-field-hint" className="text-xs text-muted-foreground">
        {storyPointKey
          ? t('jira.pointsFieldChosen')
          : found
            ? t('jira.pointsFieldFound', { found })
            : t('jira.pointsFieldHint')}
      </p>
    </div>
  );
}
