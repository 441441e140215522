import { useEffect, useRef } from 'react';
import type { Profile } from '../../../../shared/api/profile';
import { playCue, unlockSound, type SoundCue } from '../../../lib/sound';
import type { RoomContextValue } from '../connection/room-context';
import { everyoneVoted, roundTarget } from '../state/room-selectors';
import { countdownRemainingMs } from '../../../../shared/domain/countdown';

interface Seen {
  key: string;
  allVoted: boolean;
  isShow: boolean;
}

/**
 * Soft cues for the moments that matter: everyone seated has voted, the cards are revealed, the
 * timer ran out. Only changes seen live make a sound; opening a room already revealed stays quiet.
 */
export function useRoomSounds(
  room: RoomContextValue | null,
  profile: Pick<Profile, 'sound' | 'soundVolume'>,
) {
  const settings = useRef(profile);
  const seen = useRef<Seen | null>(null);

  useEffect(() => {
    settings.current = profile;
  }, [profile]);

  useEffect(() => {
    const unlock = () => unlockSound();
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);

  const target = room ? roundTarget(room.room, room.openedTaskId) : null;
  const key = target ? `${target.taskId ?? ''}:${target.round.round}` : '';
  const allVoted = room && target ? everyoneVoted(room.room, target.round) : false;
  const isShow = target?.round.isShow ?? false;

  const active = room !== null;

  useEffect(() => {
    if (!active) return;
    const before = seen.current;
    seen.current = { key, allVoted, isShow };
    if (!before || before.key !== key) return;
    let cue: SoundCue | null = null;
    if (isShow && !before.isShow) cue = 'reveal';
    else if (allVoted && !before.allVoted && !isShow) cue = 'allVoted';
    if (cue) playCue(cue, settings.current);
  }, [active, key, allVoted, isShow]);

  const timer = room?.room.timer;
  const offset = room?.clockOffsetMs ?? 0;
  const shownNow = useRef(isShow);
  useEffect(() => {
    shownNow.current = isShow;
  }, [isShow]);
  useEffect(() => {
    if (!timer?.endsAt) return;
    const left = countdownRemainingMs(timer, Date.now() + offset);
    if (left <= 0) return;
    const handle = setTimeout(() => {
      // A countdown that reveals the cards ends with the reveal's own cue: one sound, not two at once.
      if (timer.revealOnEnd && !shownNow.current) return;
      playCue('timerEnd', settings.current);
    }, left);
    return () => clearTimeout(handle);
  }, [timer, offset]);
}
