import { useId, useState, type FormEvent } from 'react';
import { ListPlus, Plus } from 'lucide-react';
import { chunk } from '../../../../shared/domain/chunk';
import type { TaskInput } from '../../../../shared/protocol/room-protocol';
import { MAX_TASKS_PER_COMMAND, TASK_TITLE_MAX_LENGTH } from '../../../../shared/protocol/room-constants';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useRoom } from '../connection/room-context';
import type { RoomCommand } from '../connection/use-room-connection';
import { tasksFromLines } from '../state/task-lines';
import { useTranslation } from '../../../lib/i18n';
import { useDraft } from '../../../lib/use-draft';

/** Sends tasks in pieces the server accepts; stops at the first refusal (which has its own toast). */
export async function addTasksInChunks(
  send: (command: RoomCommand) => Promise<{ ok: boolean }>,
  tasks: TaskInput[],
  imported: boolean,
): Promise<number> {
  let added = 0;
  for (const piece of chunk(tasks, MAX_TASKS_PER_COMMAND)) {
    const result = await send({ type: 'task.add', tasks: piece, imported });
    if (!result.ok) break;
    added += piece.length;
  }
  return added;
}

export function AddTasksForm() {
  const { t } = useTranslation();
  const { send } = useRoom();
  const id = useId();
  const [many, setMany] = useState(false);
  const { text, setText, sendDraft } = useDraft();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const titles = many ? tasksFromLines(text) : [text.trim()].filter(Boolean);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (titles.length === 0) return setError(t('room.tasks.titleRequired'));
    const tooLong = titles.find((title) => title.length > TASK_TITLE_MAX_LENGTH);
    if (tooLong) return setError(t('room.tasks.titleTooLong', { max: TASK_TITLE_MAX_LENGTH }));
    if (!many) {
      // One at a time, the next task can be typed while this one is on its way.
      await sendDraft(
        async (typed) => (await addTasksInChunks(send, [{ title: typed.trim() }], false)) === 1,
      );
      return;
    }
    setBusy(true);
    const added = await addTasksInChunks(
      send,
      titles.map((title) => ({ title })),
      false,
    );
    setBusy(false);
    if (added === titles.length) {
      setText('');
      setError(undefined);
      setMany(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-2">
      <label htmlFor={id} className="sr-only">
        {many ? t('room.tasks.pasteLabel') : t('room.tasks.addLabel')}
      </label>
      {many ? (
        <Textarea
          id={id}
          rows={5}
          value={text}
          placeholder={t('room.tasks.pastePlaceholder')}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
        />
      ) : (
        <div className="flex gap-2">
          <Input
            id={id}
            value={text}
            placeholder={t('room.tasks.addPlaceholder')}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            className="h-9"
          />
          <Button type="submit" size="sm" className="h-9" aria-label={t('room.tasks.add')}>
            <Plus aria-hidden="true" />
          </Button>
        </div>
      )}
      {error && <p className="text-sm text-destructive">{error}</p>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={() => setMany(!many)}>
          <ListPlus aria-hidden="true" />
          {many ? t('room.tasks.addOne') : t('room.tasks.pasteMany')}
        </Button>
        {many && (
          <Button type="submit" size="sm" disabled={busy || titles.length === 0}>
            {t('room.tasks.addMany', { count: titles.length })}
          </Button>
        )}
      </div>
    </form>
  );
}
