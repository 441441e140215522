import { ArrowRight, Trash2 } from 'lucide-react';
import { discussionOrder, retroItems } from '../../../../shared/domain/retro';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { ActionsPanel } from './actions-panel';
import { CardTextForm } from './card-item';
import { useRetro } from './retro-context';
import { useTranslation } from '../../../lib/i18n';

/** The discussion: items by dots, the one being discussed, its notes, and the actions agreed. */
export function DiscussView() {
  const { t } = useTranslation();
  const { retro, isFacilitator, send } = useRetro();
  const items = discussionOrder(retroItems(retro.cards, retro.groups), retro.votes.totals ?? {});
  const currentIndex = items.findIndex((item) => item.id === retro.discussItemId);
  const current = items[currentIndex];
  const next = items[currentIndex + 1];
  const titleOf = (item: (typeof items)[number]) =>
    item.group?.title || item.cards.map((card) => card.text).join(' / ') || t('board.groups.untitled');
  const notes = retro.notes.filter((note) => note.itemId === current?.id);
  return (
    <div className="grid gap-4 p-3 lg:grid-cols-[20rem_minmax(0,1fr)] lg:p-4">
      <nav aria-labelledby="discuss-items">
        <h2 id="discuss-items" className="mb-2 text-base font-semibold">
          {t('board.discuss.items')}
        </h2>
        <ol className="grid gap-1.5">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                disabled={!isFacilitator}
                aria-current={item.id === current?.id ? 'true' : undefined}
                onClick={() => void send({ type: 'discuss.focus', itemId: item.id })}
                className={cn(
                  'flex w-full items-start gap-2 rounded-md border border-border bg-card p-2 text-left text-sm enabled:hover:bg-muted',
                  item.id === current?.id && 'border-primary ring-1 ring-primary',
                )}
              >
                <span className="min-w-0 flex-1 wrap-anywhere">{titleOf(item)}</span>
                <span className="shrink-0 rounded-full bg-primary/10 px-1.5 text-xs font-medium tabular-nums">
                  {t('board.votes.total', { count: retro.votes.totals?.[item.id] ?? 0 })}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <div className="grid content-start gap-6">
        <section
          aria-labelledby="discuss-current"
          className="grid gap-3 rounded-lg border border-border bg-card p-3"
        >
          <div className="flex items-start gap-2">
            <h2 id="discuss-current" className="min-w-0 flex-1 text-base font-semibold wrap-anywhere">
              <span className="block text-xs font-medium text-muted-foreground uppercase">
                {t('board.discuss.current')}
              </span>
              {current ? titleOf(current) : t('board.discuss.none')}
            </h2>
            {isFacilitator && next && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => void send({ type: 'discuss.focus', itemId: next.id })}
              >
                {t('board.discuss.next')}
                <ArrowRight aria-hidden="true" />
              </Button>
            )}
          </div>
          {current && current.cards.length > 1 && (
            <ul className="grid gap-1 text-sm">
              {current.cards.map((card) => (
                <li key={card.id} className="rounded border border-border p-1.5 wrap-anywhere">
                  {card.text}
                </li>
              ))}
            </ul>
          )}
          {current && (
            <div className="grid gap-2">
              <h3 className="text-sm font-semibold">{t('board.discuss.notes')}</h3>
              <ul className="grid gap-1 text-sm">
                {notes.map((note) => (
                  <li key={note.id} className="flex items-start gap-2 rounded bg-muted/50 p-1.5">
                    <span className="min-w-0 flex-1 wrap-anywhere">
                      {note.text}
                      {note.authorName && (
                        <span className="text-xs text-muted-foreground"> — {note.authorName}</span>
                      )}
                    </span>
                    {isFacilitator && (
                      <Button
                        size="icon"
                        variant="ghost"
                        className="size-7"
                        aria-label={t('board.discuss.deleteNote')}
                        onClick={() => void send({ type: 'note.delete', noteId: note.id })}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
              <CardTextForm
                key={current.id}
                label={t('board.discuss.notes')}
                placeholder={t('board.discuss.notePlaceholder')}
                submitLabel={t('board.discuss.addNote')}
                onSubmit={async (text) => (await send({ type: 'note.add', itemId: current.id, text })).ok}
              />
            </div>
          )}
        </section>
        <ActionsPanel itemId={current?.id ?? null} />
      </div>
    </div>
  );
}
