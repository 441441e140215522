import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import type { TaskView } from '../../../../shared/protocol/room-view';
import { focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { useTranslation } from '../../../lib/i18n';

/** Past this, a description is cut to two lines until someone asks for the rest. */
const SHORT_DESCRIPTION_CHARS = 120;

/** The task being estimated, in the middle of the table: what it is, and where to read more. */
export function TableTask({ task }: { task: TaskView | null }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  if (!task) {
    return (
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {t('room.table.center.quickRound')}
      </p>
    );
  }
  const long = task.description.length > SHORT_DESCRIPTION_CHARS;
  return (
    <div className="grid max-w-md justify-items-center gap-1">
      <p className="max-w-full font-semibold break-words" data-testid="table-task-title">
        {task.title}
      </p>
      {task.description && (
        <p className={cn('text-xs break-words text-muted-foreground', long && !expanded && 'line-clamp-2')}>
          {task.description}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-center gap-3 text-xs">
        {long && (
          <button
            type="button"
            aria-expanded={expanded}
            className={cn('rounded text-primary underline-offset-4 hover:underline', focusRing)}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? t('room.table.center.less') : t('room.table.center.more')}
          </button>
        )}
        {task.link && (
          <a
            href={task.link}
            target="_blank"
            rel="noreferrer noopener"
            className={cn('inline-flex items-center gap-1 rounded text-primary hover:underline', focusRing)}
          >
            <ExternalLink aria-hidden="true" className="size-3" />
            {t('room.table.center.openLink')}
          </a>
        )}
      </div>
    </div>
  );
}
