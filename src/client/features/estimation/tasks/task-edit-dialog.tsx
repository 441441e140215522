import { useState } from 'react';
import {
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_TITLE_MAX_LENGTH,
} from '../../../../shared/protocol/room-constants';
import type { TaskView } from '../../../../shared/protocol/room-view';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { RulesForm } from '../../../components/ui/rules-form';
import { Label } from '../../../components/ui/label';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Textarea } from '../../../components/ui/textarea';
import { useRoom } from '../connection/room-context';
import { useTranslation } from '../../../lib/i18n';
import { taskRules, type TaskRules } from './task-rules';

type Field = 'title' | 'description' | 'link';

function EditForm({ task, onDone }: { task: TaskView; onDone(): void }) {
  const { t } = useTranslation();
  const { send } = useRoom();
  const [values, setValues] = useState({ title: task.title, description: task.description, link: task.link });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit({ taskInputSchema }: TaskRules) {
    const parsed = taskInputSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (field === 'title')
          next.title = values.title.trim()
            ? t('room.tasks.titleTooLong', { max: TASK_TITLE_MAX_LENGTH })
            : t('room.tasks.titleRequired');
        if (field === 'link') next.link = t('room.tasks.linkInvalid');
        if (field === 'description')
          next.description = t('room.tasks.descriptionTooLong', { max: TASK_DESCRIPTION_MAX_LENGTH });
      }
      setErrors(next);
      return;
    }
    const patch: Partial<Record<Field, string>> = {};
    if (parsed.data.title !== task.title) patch.title = parsed.data.title;
    if (parsed.data.description !== task.description) patch.description = parsed.data.description;
    if (parsed.data.link !== task.link) patch.link = parsed.data.link;
    if (Object.keys(patch).length === 0) return onDone();
    setBusy(true);
    const result = await send({ type: 'task.update', taskId: task.id, patch });
    setBusy(false);
    if (result.ok) onDone();
  }

  return (
    <RulesForm rules={taskRules} onSubmit={(rules) => void onSubmit(rules)}>
      <DialogBody>
        <FormField
          idPrefix="task-"
          name="title"
          label={t('room.tasks.fields.title')}
          value={values.title}
          onChange={(event) => set('title')(event.target.value)}
          error={errors.title}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="task-description">{t('room.tasks.fields.description')}</Label>
          <Textarea
            id="task-description"
            value={values.description}
            rows={4}
            onChange={(event) => set('description')(event.target.value)}
            aria-invalid={errors.description ? true : undefined}
          />
          {errors.description && <p className="text-sm text-destructive">{errors.description}</p>}
        </div>
        <FormField
          idPrefix="task-"
          name="link"
          type="url"
          inputMode="url"
          placeholder="https://"
          label={t('room.tasks.fields.link')}
          value={values.link}
          onChange={(event) => set('link')(event.target.value)}
          error={errors.link}
        />
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('room.common.cancel')}</Button>
        </DialogClose>
        <SubmitButton pending={busy}>{t('room.common.save')}</SubmitButton>
      </DialogFooter>
    </RulesForm>
  );
}

export function TaskEditDialog({
  task,
  open,
  onOpenChange,
}: {
  task: TaskView;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent focusFirstField title={t('room.tasks.editTitle')} closeLabel={t('room.common.close')}>
        {open && <EditForm task={task} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
