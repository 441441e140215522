import { useState, type DragEvent } from 'react';
import { mayGroup, retroItems, type RetroItem } from '../../../../shared/domain/retro';
import type { CardView, GroupView, RetroColumn } from '../../../../shared/protocol/retro-view';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { cn } from '../../../lib/utils';
import { CardItem, CardTextForm } from './card-item';
import { COLUMN_BORDER } from './column-colors';
import { useRetro } from './retro-context';
import { useDotsLeft, VoteDots } from './vote-dots';
import { useTranslation } from '../../../lib/i18n';

type Item = RetroItem<CardView, GroupView>;
const DRAG_TYPE = 'application/x-retro-card';

const preview = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);
const itemText = (item: Item) => item.group?.title || item.cards.map((card) => card.text).join(' / ');

/** While writing: how many cards others have, never what they say. */
function HiddenCounts({ column }: { column: RetroColumn }) {
  const { t } = useTranslation();
  const { retro, selfId } = useRetro();
  const counts = retro.cardCounts.filter((count) => count.columnId === column.id);
  const mine = retro.myCardIds.filter((id) =>
    retro.cards.some((card) => card.id === id && card.columnId === column.id),
  ).length;
  if (retro.options.anonymous) {
    const hidden = counts.reduce((sum, count) => sum + count.count, 0) - mine;
    return hidden > 0 ? (
      <p className="text-xs text-muted-foreground">{t('board.cards.hidden', { count: hidden })}</p>
    ) : null;
  }
  const names = new Map(retro.members.map((member) => [member.userId, member.displayName]));
  const others = counts.filter((count) => count.userId !== selfId && count.count > 0);
  if (others.length === 0) return null;
  return (
    <ul className="grid gap-0.5 text-xs text-muted-foreground">
      {others.map((count) => (
        <li key={count.userId ?? ''}>
          {t('board.cards.hiddenBy', { name: names.get(count.userId ?? '') ?? '—', count: count.count })}
        </li>
      ))}
    </ul>
  );
}

/** The keyboard way to group: pick what to put this card with. */
function GroupWith({ card, items }: { card: CardView; items: Item[] }) {
  const { t } = useTranslation();
  const { send } = useRetro();
  const targets = items.filter((item) => item.id !== card.id && item.id !== card.groupId);
  return (
    <>
      {card.groupId && (
        <button
          type="button"
          className="rounded px-1 underline-offset-2 hover:underline"
          onClick={() => void send({ type: 'group.leave', cardId: card.id })}
        >
          {t('board.groups.ungroup')}
        </button>
      )}
      {targets.length > 0 && (
        <NativeSelect
          aria-label={t('board.groups.groupWith', { text: preview(card.text) })}
          value=""
          className="w-32 [&_select]:h-7 [&_select]:py-0 [&_select]:text-xs"
          onChange={(event) => {
            if (event.target.value)
              void send({ type: 'group.join', cardId: card.id, targetId: event.target.value });
          }}
        >
          <option value="">{t('board.groups.groupWithPick')}</option>
          {targets.map((item) => (
            <option key={item.id} value={item.id}>
              {preview(itemText(item))}
            </option>
          ))}
        </NativeSelect>
      )}
    </>
  );
}

function GroupTitle({ group }: { group: GroupView }) {
  const { t } = useTranslation();
  const { send } = useRetro();
  const [title, setTitle] = useState(group.title);
  return (
    <Input
      aria-label={t('board.groups.rename')}
      placeholder={t('board.groups.untitled')}
      value={title}
      maxLength={80}
      className="h-8 text-sm font-semibold"
      onChange={(event) => setTitle(event.target.value)}
      onBlur={() => title !== group.title && void send({ type: 'group.rename', groupId: group.id, title })}
      onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
    />
  );
}

/** A group or a card on its own, with what the current step lets people do with it. */
function ItemView({ item, items }: { item: Item; items: Item[] }) {
  const { t } = useTranslation();
  const { retro, self, send } = useRetro();
  const grouping =
    retro.phase === 'group' && self !== undefined && mayGroup(self.roles, retro.options.groupingBy);
  const [over, setOver] = useState(false);
  const dots =
    retro.phase === 'vote' || retro.votes.totals ? (
      <VoteDots itemId={item.id} text={preview(itemText(item))} />
    ) : null;
  const dropProps = grouping
    ? {
        onDragOver: (event: DragEvent) => {
          if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
          event.preventDefault();
          setOver(true);
        },
        onDragLeave: () => setOver(false),
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          event.stopPropagation();
          setOver(false);
          const cardId = event.dataTransfer.getData(DRAG_TYPE);
          if (cardId && !item.cards.some((card) => card.id === cardId)) {
            void send({ type: 'group.join', cardId, targetId: item.id });
          }
        },
      }
    : {};
  const cards = item.cards.map((card) => (
    <div
      key={card.id}
      draggable={grouping}
      onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, card.id)}
      className={cn(grouping && 'cursor-grab')}
    >
      <ul>
        <CardItem card={card}>
          {grouping && <GroupWith card={card} items={items} />}
          {!item.group && dots}
        </CardItem>
      </ul>
    </div>
  ));
  return (
    <li {...dropProps} className={cn('rounded-md', over && 'ring-2 ring-primary')}>
      {item.group ? (
        <section className="grid gap-1.5 rounded-md border border-dashed border-border bg-muted/40 p-1.5">
          <div className="flex items-center gap-2">
            {grouping || retro.phase === 'vote' ? (
              <GroupTitle key={item.group.title} group={item.group} />
            ) : (
              <h3 className="text-sm font-semibold">{item.group.title || t('board.groups.untitled')}</h3>
            )}
            <span className="shrink-0 text-xs text-muted-foreground">
              {t('board.groups.cards', { count: item.cards.length })}
            </span>
          </div>
          {cards}
          {dots && <div className="flex justify-end text-xs">{dots}</div>}
        </section>
      ) : (
        cards
      )}
    </li>
  );
}

function Column({ column, items }: { column: RetroColumn; items: Item[] }) {
  const { t } = useTranslation();
  const { retro, self, send, takesPart } = useRetro();
  const grouping =
    retro.phase === 'group' && self !== undefined && mayGroup(self.roles, retro.options.groupingBy);
  // Dropping a grouped card anywhere else in a column takes it out of its group.
  const ungroupDrop = grouping
    ? {
        onDragOver: (event: DragEvent) => {
          if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
        },
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          const cardId = event.dataTransfer.getData(DRAG_TYPE);
          if (retro.cards.find((card) => card.id === cardId)?.groupId)
            void send({ type: 'group.leave', cardId });
        },
      }
    : {};
  const writing = retro.phase === 'write';
  const mine = retro.cards.filter((card) => card.columnId === column.id);
  const inColumn = items.filter((item) => item.columnId === column.id);
  const headingId = `column-${column.id}`;
  return (
    <section
      {...ungroupDrop}
      aria-labelledby={headingId}
      className={cn(
        'flex min-w-0 flex-col gap-2 rounded-lg border border-t-4 border-border bg-card/60 p-2',
        COLUMN_BORDER[column.color],
      )}
    >
      <h2 id={headingId} className="px-1 text-sm font-semibold">
        {column.title}
      </h2>
      {writing && takesPart && (
        <CardTextForm
          label={t('board.cards.add')}
          placeholder={t('board.cards.placeholder', { column: column.title })}
          submitLabel={t('board.cards.add')}
          onSubmit={async (text) => (await send({ type: 'card.add', columnId: column.id, text })).ok}
        />
      )}
      {writing ? (
        <>
          <ul className="grid gap-1.5">
            {mine.map((card) => (
              <CardItem key={card.id} card={card} />
            ))}
          </ul>
          <HiddenCounts column={column} />
        </>
      ) : inColumn.length === 0 ? (
        <p className="px-1 text-xs text-muted-foreground">{t('board.cards.empty')}</p>
      ) : (
        <ul className="grid gap-1.5">
          {inColumn.map((item) => (
            <ItemView key={item.id} item={item} items={items} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The columns of the board, for writing, the reveal, grouping and voting. */
export function BoardColumns() {
  const { t } = useTranslation();
  const { retro, takesPart } = useRetro();
  const items = retroItems(retro.cards, retro.groups);
  const left = useDotsLeft();
  return (
    <div className="grid gap-2 p-2 sm:p-3">
      {retro.phase === 'vote' && (
        <p className="text-sm font-medium" aria-live="polite">
          {takesPart && t('board.votes.left', { count: left })}
          {retro.votes.totals === null && (
            <span className="ml-2 font-normal text-muted-foreground">{t('board.votes.hidden')}</span>
          )}
        </p>
      )}
      <div
        className="grid gap-2 sm:gap-3"
        style={{ gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, 15rem), 1fr))` }}
      >
        {retro.columns.map((column) => (
          <Column key={column.id} column={column} items={items} />
        ))}
      </div>
    </div>
  );
}
