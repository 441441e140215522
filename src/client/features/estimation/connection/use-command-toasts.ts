import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ROOM_ERROR_CODES, type RoomErrorCode } from '../../../../shared/protocol/room-protocol';
import { isDeliveryFailure, type CommandResult } from '../../../lib/realtime';
import type { SendOptions } from './room-context';
import type { RoomCommand } from './use-room-connection';

function isRoomErrorCode(code: string): code is RoomErrorCode {
  return (ROOM_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * Wraps the raw sender so nothing fails silently: a command that could not be delivered gets a
 * toast with Retry, a refusal gets the server's reason (in our words when the language is not
 * the server's English), and a rate limit gets a gentle note rather than an error.
 */
export function useCommandToasts(raw: (command: RoomCommand) => Promise<CommandResult>) {
  const { t, i18n } = useTranslation();
  return useCallback(
    async function send(command: RoomCommand, options: SendOptions = {}): Promise<CommandResult> {
      const result = await raw(command);
      if (result.ok) {
        if (options.success) toast.success(options.success);
        return result;
      }
      if (isDeliveryFailure(result)) {
        toast.error(t(result.code === 'NOT_SENT' ? 'room.errors.notSent' : 'room.errors.noAnswer'), {
          id: `command-${command.type}`,
          // It stays until dealt with: a change that did not happen must not be forgotten quietly.
          duration: Infinity,
          description: t('room.errors.notSentHint'),
          action: { label: t('room.errors.retry'), onClick: () => void send(command, options) },
        });
      } else if (result.code === 'RATE_LIMITED') {
        toast.info(t('room.errors.codes.RATE_LIMITED'), { id: 'rate-limited' });
      } else if (!i18n.language.startsWith('en') && isRoomErrorCode(result.code)) {
        toast.error(t(`room.errors.codes.${result.code}`));
      } else {
        toast.error(result.message);
      }
      return result;
    },
    [raw, t, i18n],
  );
}
