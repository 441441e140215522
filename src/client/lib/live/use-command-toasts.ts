import { useCallback } from 'react';
import { toast } from '../toast';
import { LIVE_ERROR_CODES, type LiveErrorCode } from '../../../shared/protocol/live-rules';
import { isDeliveryFailure, type CommandResult } from '../realtime';
import { useTranslation } from '../i18n';

export interface SendOptions {
  /** Shown as a toast when the server accepts the command. */
  success?: string;
}

function isLiveErrorCode(code: string): code is LiveErrorCode {
  return (LIVE_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * Wraps a kind's raw sender so nothing fails silently: a command that could not be delivered gets
 * a toast with Retry, a refusal gets the server's reason (in our words when the language is not
 * the server's English: the shared codes here, the kind's own through `kindMessage`), and a rate
 * limit gets a gentle note rather than an error.
 */
export function useCommandToasts<Command extends { type: string }>(
  raw: (command: Command) => Promise<CommandResult>,
  kindMessage: (code: string) => string | null,
) {
  const { t, i18n } = useTranslation();
  return useCallback(
    async function send(command: Command, options: SendOptions = {}): Promise<CommandResult> {
      const result = await raw(command);
      if (result.ok) {
        if (options.success) toast.success(options.success);
        return result;
      }
      if (isDeliveryFailure(result)) {
        const restarting = result.code === 'RESTARTING';
        toast.error(
          t(
            restarting
              ? 'live.errors.restarting'
              : result.code === 'NOT_SENT'
                ? 'live.errors.notSent'
                : 'live.errors.noAnswer',
          ),
          {
            id: `command-${command.type}`,
            // It stays until dealt with: a change that did not happen must not be forgotten quietly.
            duration: Infinity,
            description: t(restarting ? 'live.errors.restartingHint' : 'live.errors.notSentHint'),
            action: { label: t('live.errors.retry'), onClick: () => void send(command, options) },
          },
        );
      } else if (result.code === 'RATE_LIMITED') {
        toast.info(t('live.errors.codes.RATE_LIMITED'), { id: 'rate-limited' });
      } else if (i18n.language.startsWith('en')) {
        toast.error(result.message);
      } else {
        const code = result.code;
        toast.error(
          isLiveErrorCode(code) ? t(`live.errors.codes.${code}`) : (kindMessage(code) ?? result.message),
        );
      }
      return result;
    },
    [raw, kindMessage, t, i18n],
  );
}
