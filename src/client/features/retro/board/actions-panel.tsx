import { useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { ACTION_TEXT_MAX_LENGTH } from '../../../../shared/domain/retro';
import type { ActionView } from '../../../../shared/protocol/retro-view';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { useRetro } from './retro-context';
import { useTranslation } from '../../../lib/i18n';
import { useDraft } from '../../../lib/use-draft';

function ActionRow({ action }: { action: ActionView }) {
  const { t } = useTranslation();
  const { isFacilitator, send, retro } = useRetro();
  const own = action.retroId === retro.id;
  return (
    <li className="flex items-start gap-2 rounded-md border border-border bg-card p-2 text-sm">
      <Checkbox
        aria-label={t('retro.markDone', { text: action.text })}
        checked={action.done}
        onCheckedChange={(checked) =>
          void send({ type: 'action.update', actionId: action.id, patch: { done: checked === true } })
        }
      />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className={action.done ? 'wrap-anywhere text-muted-foreground line-through' : 'wrap-anywhere'}>
          {action.text}
        </span>
        <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
          {action.ownerName && <span>{action.ownerName}</span>}
          {action.dueDate && <span>{t('retro.due', { date: action.dueDate })}</span>}
        </span>
      </span>
      {own && isFacilitator && (
        <Button
          size="icon"
          variant="ghost"
          className="size-7"
          aria-label={t('board.actions.delete', { text: action.text })}
          onClick={() => void send({ type: 'action.delete', actionId: action.id })}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}

function AddAction({ itemId }: { itemId: string | null }) {
  const { t } = useTranslation();
  const { retro, send } = useRetro();
  const { text, setText, sendDraft } = useDraft();
  const [owner, setOwner] = useState('');
  const [due, setDue] = useState('');
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') return;
    const action = { itemId, ownerUserId: owner || null, dueDate: due || null };
    const taken = await sendDraft(
      async (typed) => (await send({ type: 'action.add', ...action, text: typed.trim() })).ok,
    );
    if (taken) {
      setOwner('');
      setDue('');
    }
  }
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_10rem_11rem_auto] sm:items-end"
    >
      <div className="grid gap-1">
        <Label htmlFor="action-text">{t('board.actions.text')}</Label>
        <Input
          id="action-text"
          value={text}
          maxLength={ACTION_TEXT_MAX_LENGTH}
          placeholder={t('board.actions.textPlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="action-owner">{t('board.actions.owner')}</Label>
        <NativeSelect id="action-owner" value={owner} onChange={(event) => setOwner(event.target.value)}>
          <option value="">{t('board.actions.nobody')}</option>
          {retro.members.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.displayName}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="action-due">{t('board.actions.due')}</Label>
        <Input id="action-due" type="date" value={due} onChange={(event) => setDue(event.target.value)} />
      </div>
      <Button type="submit" disabled={text.trim() === ''}>
        {t('board.actions.add')}
      </Button>
    </form>
  );
}

/** Action items: this retro's (added from the discussion), or last retro's to review. */
export function ActionsPanel({
  carried = false,
  itemId = null,
}: {
  carried?: boolean;
  itemId?: string | null;
}) {
  const { t } = useTranslation();
  const { retro } = useRetro();
  const actions = carried ? retro.carriedActions : retro.actions;
  const canAdd = !carried && (retro.phase === 'discuss' || retro.phase === 'done');
  return (
    <section aria-labelledby="actions-heading" className="grid gap-3">
      <h2 id="actions-heading" className="text-base font-semibold">
        {carried ? t('board.actions.carried') : t('board.actions.title')}
      </h2>
      {actions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('board.actions.none')}</p>
      ) : (
        <ul className="grid gap-1.5">
          {actions.map((action) => (
            <ActionRow key={action.id} action={action} />
          ))}
        </ul>
      )}
      {canAdd && <AddAction itemId={itemId} />}
    </section>
  );
}
