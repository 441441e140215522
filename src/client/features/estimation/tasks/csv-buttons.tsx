import { useRef, type ChangeEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Download, Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useRoom } from '../connection/room-context';
import { tasksFromCsv, tasksToCsv } from '../state/tasks-csv';
import { addTasksInChunks } from './add-tasks-form';
import { taskRules } from './task-rules';
import { loadRulesOrSay } from '../../../components/ui/rules-form';
import { useTranslation } from '../../../lib/i18n';

const MAX_CSV_BYTES = 2 * 1024 * 1024;

function fileNameFor(roomName: string): string {
  const slug = roomName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'room'}-tasks.csv`;
}

function download(name: string, text: string) {
  // The byte order mark makes spreadsheet programs read the file as UTF-8 (Cyrillic titles included).
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** CSV in (title[, description[, link]], header optional) for managers; CSV out for everyone. */
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
    const { tasks, skipped } = tasksFromCsv(await file.text(), rules.taskInputSchema);
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
      <Button
        variant="outline"
        size="sm"
        disabled={room.tasks.length === 0}
        onClick={() =>
          download(
            fileNameFor(room.name),
            tasksToCsv(room.tasks, room.members, t('room.results.formerMember')),
          )
        }
      >
        <Download aria-hidden="true" />
        {t('room.csv.export')}
      </Button>
    </div>
  );
}
