import { useRef, type ChangeEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Download, Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useRoom } from '../connection/room-context';
import { downloadFile, fileSlug } from '../../../lib/download';
import { addTasksInChunks } from './add-tasks-form';
import { taskRules } from './task-rules';
import { loadRulesOrSay } from '../../../components/ui/rules-form';
import { useTranslation } from '../../../lib/i18n';

const MAX_CSV_BYTES = 2 * 1024 * 1024;

/**
 * CSV in (title[, description[, link]], header optional) for managers; CSV and Markdown out for
 * everyone. The readers and writers load when first used: most meetings never open a file.
 */
export function CsvButtons() {
  const { t } = useTranslation();
  const { room, isManager, send } = useRoom();
  const input = useRef<HTMLInputElement>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_CSV_BYTES) return void toast.error(t('room.csv.tooBig'));
    const rules = await loadRulesOrSay(taskRules, t);
    if (!rules) return;
    const { tasksFromCsv } = await import('../state/tasks-csv');
    const { tasks, skipped } = tasksFromCsv(await file.text(), rules.newTaskSchema);
    if (tasks.length === 0) return void toast.error(t('room.csv.nothing'));
    const added = await addTasksInChunks(send, tasks, true);
    if (added > 0) {
      toast.success(t('room.csv.imported', { count: added }), {
        description: skipped.length
          ? t('room.csv.skipped', { lines: skipped.map((row) => row.line).join(', ') })
          : undefined,
      });
    }
  }

  const formerMember = t('room.results.formerMember');
  const exports = [
    {
      label: t('room.csv.export'),
      extension: 'csv',
      type: 'text/csv',
      text: async () =>
        (await import('../state/tasks-csv')).tasksToCsv(room.tasks, room.members, formerMember),
    },
    {
      label: t('room.csv.exportMarkdown'),
      extension: 'md',
      type: 'text/markdown',
      text: async () =>
        (await import('../state/tasks-markdown')).tasksToMarkdown(room.name, room.tasks, room.members, {
          finalEstimate: t('room.results.finalEstimate'),
          noEstimate: t('room.results.noEstimate'),
          round: t('room.csv.round'),
          average: t('room.results.average'),
          formerMember,
        }),
    },
  ] as const;

  return (
    <div className="flex flex-wrap gap-2">
      {isManager && (
        <>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => void onFile(event)}
          />
          <Button
            variant="outline"
            size="sm"
            onClick={() => input.current?.click()}
            title={t('room.csv.importHelp')}
          >
            <Upload aria-hidden="true" />
            {t('room.csv.import')}
          </Button>
        </>
      )}
      {exports.map(({ label, extension, type, text }) => (
        <Button
          key={extension}
          variant="outline"
          size="sm"
          disabled={room.tasks.length === 0}
          onClick={() =>
            void text().then((content) =>
              downloadFile(`${fileSlug(room.name, 'room')}-tasks.${extension}`, type, content),
            )
          }
        >
          <Download aria-hidden="true" />
          {label}
        </Button>
      ))}
    </div>
  );
}
