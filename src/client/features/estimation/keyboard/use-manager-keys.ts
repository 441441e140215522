import { useEffect, useLayoutEffect, useRef } from 'react';
import { toast } from '../../../lib/toast';
import { useRoom } from '../connection/room-context';
import { isRoomKey, ROOM_SHORTCUT_KEYS } from '../state/deck-keys';
import { nextTaskToEstimate, type RoundTarget } from '../state/room-selectors';
import { useTranslation } from '../../../lib/i18n';

/**
 * R reveals, N starts a new round, T puts the next task without an estimate on the table: the
 * table's buttons, for managers; a key that has nothing to do right now says why.
 */
export function useManagerKeys(target: RoundTarget, onHelp: () => void) {
  const { t } = useTranslation();
  const { room, isManager, send } = useRoom();
  const handle = useRef<(key: string) => boolean>(() => false);

  // Before the paint: a key pressed as soon as the reveal shows acts on the revealed round, not on
  // the one before (a passive effect can run after the screen already shows the new state).
  useLayoutEffect(() => {
    handle.current = (key) => {
      if (key === ROOM_SHORTCUT_KEYS.help) return (onHelp(), true);
      if (!isManager) return false;
      const { round, taskId } = target;
      switch (key) {
        case ROOM_SHORTCUT_KEYS.reveal:
          if (round.isShow) return false;
          if (round.votes.length === 0) toast.info(t('room.shortcuts.nothingToReveal'));
          else void send({ type: 'round.reveal', taskId });
          return true;
        case ROOM_SHORTCUT_KEYS.newRound:
          if (!round.isShow) toast.info(t('room.shortcuts.notRevealed'));
          else void send({ type: 'round.reset', taskId });
          return true;
        case ROOM_SHORTCUT_KEYS.nextTask: {
          const next = nextTaskToEstimate(room, target.task);
          if (next) void send({ type: 'task.select', taskId: next.id });
          else toast.info(t('room.shortcuts.noNextTask'));
          return true;
        }
        default:
          return false;
      }
    };
  });

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (isRoomKey(event) && handle.current(event.key.toLowerCase())) event.preventDefault();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
