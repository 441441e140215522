import { useState, type FormEvent } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { CARD_TEXT_MAX_LENGTH, cardsCorrectable, mayRemoveCard } from '../../../../shared/domain/retro';
import type { CardView } from '../../../../shared/protocol/retro-view';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/utils';
import { useDraft } from '../../../lib/use-draft';
import { useRetro } from './retro-context';
import { useTranslation } from '../../../lib/i18n';

/** A form for a card's text: a new card in a column, or an edit of one's own. */
export function CardTextForm({
  label,
  placeholder,
  initial = '',
  submitLabel,
  onSubmit,
  onCancel,
}: {
  label: string;
  placeholder?: string;
  initial?: string;
  submitLabel: string;
  onSubmit(text: string): Promise<boolean>;
  onCancel?(): void;
}) {
  const { t } = useTranslation();
  const { text, setText, sendDraft } = useDraft(initial);
  const [busy, setBusy] = useState(false);
  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (text.trim() === '' || busy) return;
    // A new card's field empties as it is sent; an edit keeps its text until it is saved and closed.
    if (!onCancel) {
      await sendDraft((typed) => onSubmit(typed.trim()));
      return;
    }
    setBusy(true);
    await onSubmit(text.trim());
    setBusy(false);
  }
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-1.5">
      <Textarea
        aria-label={label}
        placeholder={placeholder}
        value={text}
        maxLength={CARD_TEXT_MAX_LENGTH}
        rows={2}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter saves, Shift+Enter starts a new line, Escape gives up an edit.
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            void submit();
          }
          if (event.key === 'Escape') onCancel?.();
        }}
        className="min-h-16 text-sm"
      />
      <div className="flex justify-end gap-1.5">
        {onCancel && (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" size="sm" disabled={text.trim() === '' || busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * One card on the board. Until voting starts its author may edit or delete it, and a facilitator may
 * remove it once the cards are shown (after asking: it is someone else's).
 */
export function CardItem({ card, children }: { card: CardView; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const { retro, send, self } = useRetro();
  const [editing, setEditing] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const mine = retro.myCardIds.includes(card.id);
  const editable = mine && cardsCorrectable(retro.phase);
  const removable = mayRemoveCard(self?.roles ?? [], mine, retro.phase);
  if (editing) {
    return (
      <li className="rounded-md border border-primary bg-card p-2">
        <CardTextForm
          label={t('board.cards.editLabel')}
          initial={card.text}
          submitLabel={t('board.cards.save')}
          onCancel={() => setEditing(false)}
          onSubmit={async (text) => {
            const result = await send({ type: 'card.edit', cardId: card.id, text });
            if (result.ok) setEditing(false);
            return result.ok;
          }}
        />
      </li>
    );
  }
  return (
    <li
      data-card-id={card.id}
      className={cn(
        'group/card grid gap-1 rounded-md border border-border bg-card p-2 text-sm shadow-xs',
        mine && 'border-l-4 border-l-primary',
      )}
    >
      <p className="wrap-anywhere whitespace-pre-wrap">{card.text}</p>
      <div className="flex min-h-6 items-center gap-1 text-xs text-muted-foreground">
        {mine && <span className="sr-only">{t('board.cards.yours')}</span>}
        {card.authorName && <span>{t('board.cards.by', { name: card.authorName })}</span>}
        <span className="ml-auto flex items-center gap-1">
          {children}
          {editable && (
            <Button
              size="icon"
              variant="ghost"
              className="size-7"
              aria-label={t('board.cards.edit')}
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" />
            </Button>
          )}
          {removable && (
            <Button
              size="icon"
              variant="ghost"
              className="size-7"
              aria-label={t(mine ? 'board.cards.delete' : 'board.cards.remove')}
              onClick={() =>
                mine ? void send({ type: 'card.delete', cardId: card.id }) : setConfirmRemove(true)
              }
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </span>
      </div>
      {removable && !mine && (
        <ConfirmDialog
          open={confirmRemove}
          onOpenChange={setConfirmRemove}
          title={t('board.cards.removeTitle')}
          description={t('board.cards.removeLead', { text: card.text })}
          confirmLabel={t('board.cards.remove')}
          destructive
          onConfirm={() => send({ type: 'card.delete', cardId: card.id })}
        />
      )}
    </li>
  );
}
