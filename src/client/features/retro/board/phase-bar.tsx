import { ArrowLeft, ArrowRight } from 'lucide-react';
import { mayMovePhase, nextPhase, RETRO_PHASES, type RetroPhase } from '../../../../shared/domain/retro';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { useRetro } from './retro-context';
import { useTranslation } from '../../../lib/i18n';

/**
 * The steps, where the retro is, and for facilitators the way forward (and back). The steps wrap
 * on a phone rather than scroll, so none is cut off at the edge.
 */
export function PhaseBar() {
  const { t } = useTranslation();
  const { retro, isFacilitator, send } = useRetro();
  const steps = RETRO_PHASES.filter((phase) => phase !== 'review' || retro.carriedActions.length > 0);
  const next = nextPhase(retro.phase);
  const index = RETRO_PHASES.indexOf(retro.phase);
  const previous: RetroPhase | undefined = RETRO_PHASES[index - 1];
  const canGoBack = previous !== undefined && mayMovePhase(retro.phase, previous);
  const move = (phase: RetroPhase) => void send({ type: 'phase.set', phase });
  return (
    <div className="grid shrink-0 gap-2 border-b border-border px-2 py-2 sm:px-3">
      <div className="flex flex-wrap items-center gap-2">
        <ol
          aria-label={t('retros.phases.label')}
          className="flex min-w-0 flex-1 basis-64 flex-wrap items-center gap-1 text-xs"
        >
          {steps.map((phase) => {
            const current = phase === retro.phase;
            const past = RETRO_PHASES.indexOf(phase) < index;
            return (
              <li
                key={phase}
                aria-current={current ? 'step' : undefined}
                className={cn(
                  'shrink-0 rounded-full px-2 py-0.5 whitespace-nowrap',
                  current
                    ? 'bg-primary font-semibold text-primary-foreground'
                    : past
                      ? 'text-foreground'
                      : 'text-muted-foreground',
                )}
              >
                {t(`retros.phases.${phase}`)}
              </li>
            );
          })}
        </ol>
        {isFacilitator && (
          <div className="flex items-center gap-1.5">
            {canGoBack && (
              <Button size="sm" variant="ghost" onClick={() => move(previous)}>
                <ArrowLeft aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">
                  {t('board.back', { phase: t(`retros.phases.${previous}`) })}
                </span>
              </Button>
            )}
            {next && (
              <Button size="sm" onClick={() => move(next)}>
                {t('board.next', { phase: t(`retros.phases.${next}`) })}
                <ArrowRight aria-hidden="true" />
              </Button>
            )}
          </div>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{t(`board.hints.${retro.phase}`)}</p>
    </div>
  );
}
