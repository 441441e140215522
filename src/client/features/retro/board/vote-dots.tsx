import { Minus, Plus } from 'lucide-react';
import { voteRefusal } from '../../../../shared/domain/retro';
import { Button } from '../../../components/ui/button';
import { useRetro } from './retro-context';
import { useTranslation } from '../../../lib/i18n';

/** How many dots this person has left to give. */
export function useDotsLeft(): number {
  const { retro } = useRetro();
  const used = Object.values(retro.votes.mine).reduce((sum, count) => sum + count, 0);
  return Math.max(0, retro.options.votesPerPerson - used);
}

/** An item's dots: the total when it may be shown, one's own, and +/− while voting. */
export function VoteDots({ itemId, text }: { itemId: string; text: string }) {
  const { t } = useTranslation();
  const { retro, send, takesPart } = useRetro();
  const mine = retro.votes.mine[itemId] ?? 0;
  const total = retro.votes.totals?.[itemId];
  const voting = retro.phase === 'vote' && takesPart;
  const full = voteRefusal(retro.votes.mine, itemId, retro.options) !== null;
  return (
    <span className="flex items-center gap-1">
      {total !== undefined && total > 0 && (
        <span className="rounded-full bg-primary/10 px-1.5 py-0.5 font-medium text-foreground tabular-nums">
          {t('board.votes.total', { count: total })}
        </span>
      )}
      {mine > 0 && (
        <span className="flex items-center gap-0.5" title={t('board.votes.mine', { count: mine })}>
          {Array.from({ length: mine }, (_, index) => (
            <span key={index} aria-hidden="true" className="size-2 rounded-full bg-primary" />
          ))}
          <span className="sr-only">{t('board.votes.mine', { count: mine })}</span>
        </span>
      )}
      {voting && (
        <>
          <Button
            size="icon"
            variant="ghost"
            className="size-7"
            aria-label={t('board.votes.remove', { text })}
            disabled={mine === 0}
            onClick={() => void send({ type: 'vote.remove', itemId })}
          >
            <Minus aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="outline"
            className="size-7"
            aria-label={t('board.votes.add', { text })}
            disabled={full}
            onClick={() => void send({ type: 'vote.add', itemId })}
          >
            <Plus aria-hidden="true" />
          </Button>
        </>
      )}
    </span>
  );
}
