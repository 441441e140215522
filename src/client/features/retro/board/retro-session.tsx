import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import type { Profile } from '../../../../shared/api/profile';
import { mayTakePart } from '../../../../shared/domain/retro';
import { canManage, isOwner } from '../../../../shared/domain/roles';
import { LiveRoomFailed } from '../../../components/live/live-room-failed';
import { LiveRoomLoading } from '../../../components/live/live-room-loading';
import { useCommandToasts } from '../../../lib/live/use-command-toasts';
import { signInPath } from '../../auth';
import { RetroContext, type RetroContextValue } from './retro-context';
import { RetroNotFound } from './retro-not-found';
import { RetroScreen } from './retro-screen';
import { useRetroConnection } from './use-retro-connection';
import { useTranslation } from '../../../lib/i18n';

/** One member in one retro: the connection, its state, and what happens when the retro goes away. */
export function RetroSession({ retroId, user }: { retroId: string; user: Profile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const connection = useRetroConnection(retroId, user.uid);
  const retroMessage = useCallback(
    (code: string) => (code === 'WRONG_PHASE' ? t('board.errors.WRONG_PHASE') : null),
    [t],
  );
  const send = useCommandToasts(connection.send, retroMessage);
  const [closingByMe, setClosingByMe] = useState(false);
  const { state, phase, status, markClosed, retry } = connection;
  const { room: retro, closed } = state;

  useEffect(() => {
    if (!closed) return;
    const key = closed === 'deleted' && !closingByMe ? 'deletedByOwner' : closed;
    toast.info(t(`board.closed.${key}`), { id: `retro-closed-${retroId}` });
    void navigate('/retro', { replace: true });
  }, [closed, closingByMe, navigate, retroId, t]);

  const closeWith = useCallback(
    (type: 'room.leave' | 'room.delete', reason: 'left' | 'deleted') => async () => {
      setClosingByMe(true);
      const result = await send({ type });
      if (result.ok) markClosed(reason);
      else setClosingByMe(false);
    },
    [send, markClosed],
  );

  const value = useMemo<RetroContextValue | null>(() => {
    if (!retro) return null;
    const self = retro.members.find((member) => member.userId === user.uid);
    return {
      retro,
      selfId: user.uid,
      self,
      isFacilitator: self ? canManage(self.roles) : false,
      isOwner: self ? isOwner(self, retro.ownerId) : false,
      takesPart: self ? mayTakePart(self.roles) : false,
      clockOffsetMs: state.clockOffsetMs,
      status,
      send,
      leave: closeWith('room.leave', 'left'),
      remove: closeWith('room.delete', 'deleted'),
    };
  }, [retro, user.uid, state.clockOffsetMs, status, send, closeWith]);

  if (phase.kind === 'notFound') return <RetroNotFound />;
  if (phase.kind === 'failed') {
    return (
      <LiveRoomFailed
        code={phase.code}
        message={phase.message}
        signInHref={signInPath(`/retro/${retroId}`)}
        onRetry={retry}
      />
    );
  }
  if (!value || closed) return <LiveRoomLoading />;
  return (
    <RetroContext.Provider value={value}>
      <RetroScreen />
    </RetroContext.Provider>
  );
}
