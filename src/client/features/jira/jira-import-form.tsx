import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import type { JiraPreview, JiraQuery } from '../../../shared/api/jira';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Spinner } from '../../components/ui/spinner';
import { SubmitButton } from '../../components/ui/submit-button';
import { Textarea } from '../../components/ui/textarea';
import { isApiError } from '../../lib/api-client';
import { useJiraFailure } from './use-jira-failure';
import { useJiraActions, useJiraProjectOptions, useJiraProjects } from './jira-api';
import { useTranslation } from '../../lib/i18n';

/** A project (with a type, a status or a sprint) or a JQL query; a preview, then the import. */
export function JiraImportForm({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [project, setProject] = useState<string | null>(null);
  const [issuetype, setIssuetype] = useState('');
  const [status, setStatus] = useState('');
  const [sprint, setSprint] = useState('');
  const [jql, setJql] = useState('');
  const [preview, setPreview] = useState<JiraPreview | null>(null);
  const projects = useJiraProjects(roomId, search, true);
  const options = useJiraProjectOptions(roomId, project);
  const { preview: previewCall, importIssues } = useJiraActions(roomId);
  const failed = useJiraFailure();

  const query = (): JiraQuery | null =>
    jql.trim()
      ? { jql }
      : project
        ? {
            project,
            issuetype: issuetype ? [issuetype] : [],
            status: status ? [status] : [],
            sprint: sprint ? Number(sprint) : null,
          }
        : null;

  function onPreview(event: FormEvent) {
    event.preventDefault();
    const chosen = query();
    if (!chosen) return toast.error(t('jira.chooseFirst'));
    previewCall.mutate(chosen, { onSuccess: setPreview, onError: failed });
  }

  function onImport() {
    const chosen = query();
    if (!chosen) return;
    importIssues.mutate(chosen, {
      onSuccess: (result) => {
        toast.success(t('jira.imported', { added: result.added, updated: result.updated }));
        setPreview(null);
      },
      onError: failed,
    });
  }

  return (
    <form noValidate onSubmit={onPreview} className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="jira-project-search">{t('jira.project')}</Label>
        <Input
          id="jira-project-search"
          value={search}
          placeholder={t('jira.projectSearch')}
          onChange={(event) => setSearch(event.target.value)}
        />
        {projects.isPending ? (
          <Spinner />
        ) : projects.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {isApiError(projects.error) ? projects.error.message : t('errors.generic')}
          </p>
        ) : (
          <ul role="listbox" aria-label={t('jira.project')} className="grid max-h-40 gap-1 overflow-y-auto">
            {(projects.data ?? []).map((item) => (
              <li key={item.id} role="option" aria-selected={project === item.key}>
                <button
                  type="button"
                  onClick={() => {
                    setProject(item.key);
                    setSprint('');
                  }}
                  className={`flex w-full items-center gap-2 rounded-md border px-2 py-1.5 text-left text-sm ${project === item.key ? 'border-primary bg-primary/5' : 'border-border'}`}
                >
                  {item.avatarUrl && (
                    <img src={item.avatarUrl} alt="" width={24} height={24} className="size-6 rounded" />
                  )}
                  <span className="font-medium">{item.key}</span>
                  <span className="truncate text-muted-foreground">{item.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {project && options.isPending && <Spinner label={t('jira.loadingProject')} />}
      {project && options.isError && (
        <p role="alert" className="text-sm text-destructive">
          {isApiError(options.error) ? options.error.message : t('errors.generic')}
        </p>
      )}
      {project && options.data && (
        <div className="grid gap-3 sm:grid-cols-3">
          {(
            [
              [
                'jira-type',
                'jira.issueType',
                issuetype,
                setIssuetype,
                options.data.issueTypes.map((name) => [name, name]),
              ],
              [
                'jira-status',
                'jira.status',
                status,
                setStatus,
                options.data.statuses.map((name) => [name, name]),
              ],
              [
                'jira-sprint',
                'jira.sprint',
                sprint,
                setSprint,
                options.data.sprints.map((item) => [String(item.id), item.name]),
              ],
            ] as const
          ).map(([id, label, value, set, choices]) => (
            <div key={id} className="grid gap-1.5">
              <Label htmlFor={id}>{t(label)}</Label>
              <NativeSelect id={id} value={value} onChange={(event) => set(event.target.value)}>
                <option value="">{t('jira.any')}</option>
                {choices.map(([choice, name]) => (
                  <option key={choice} value={choice}>
                    {name}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ))}
          {(['issueTypes', 'sprints'] as const).map(
            (part) =>
              options.data.unavailable[part] && (
                <p key={part} role="note" className="text-xs text-muted-foreground sm:col-span-3">
                  {t(part === 'sprints' ? 'jira.sprintsUnavailable' : 'jira.issueTypesUnavailable', {
                    reason: options.data.unavailable[part],
                  })}
                </p>
              ),
          )}
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor="jira-jql">{t('jira.jql')}</Label>
        <Textarea
          id="jira-jql"
          rows={2}
          value={jql}
          placeholder="project = APP AND sprint in openSprints()"
          onChange={(event) => setJql(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton variant="outline" pending={previewCall.isPending}>
          {t('jira.preview')}
        </SubmitButton>
        <SubmitButton type="button" onClick={onImport} disabled={!preview} pending={importIssues.isPending}>
          {preview ? t('jira.import', { count: preview.count }) : t('jira.importPlain')}
        </SubmitButton>
      </div>
      {preview && (
        <div className="grid gap-1 text-sm" aria-live="polite">
          <p className="font-medium">
            {t(preview.more ? 'jira.previewMore' : 'jira.previewCount', { count: preview.count })}
          </p>
          <ul className="grid gap-0.5 text-muted-foreground">
            {preview.issues.map((issue) => (
              <li key={issue.key}>
                <span className="font-medium text-foreground">{issue.key}</span> {issue.summary}
                {issue.points !== null && ` · ${issue.points}`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}
