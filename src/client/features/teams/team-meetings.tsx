import { Plus } from 'lucide-react';
import type { TeamDetail, TeamMeeting } from '../../../shared/api/teams';
import { Button, focusRing } from '../../components/ui/button';
import { useTranslation } from '../../lib/i18n';
import { relativeTime } from '../../lib/relative-time';
import { Link } from '../../lib/router';
import { cn } from '../../lib/utils';

function Meetings({
  title,
  meetings,
  linkOf,
  newLabel,
  newPath,
  empty,
  id,
}: {
  title: string;
  meetings: readonly TeamMeeting[];
  linkOf(id: string): string;
  newLabel: string;
  newPath: string;
  empty: string;
  id: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <section aria-labelledby={id} className="grid content-start gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-semibold">
          {title} <span className="text-muted-foreground">({meetings.length})</span>
        </h2>
        <Button asChild size="sm" variant="outline">
          <Link to={newPath}>
            <Plus aria-hidden="true" />
            {newLabel}
          </Link>
        </Button>
      </div>
      {meetings.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul aria-label={title} className="grid gap-2">
          {meetings.map((meeting) => (
            <li key={meeting.id} className="grid gap-0.5 rounded-lg border border-border bg-card p-2.5">
              <Link
                to={linkOf(meeting.id)}
                className={cn('font-medium wrap-anywhere underline-offset-4 hover:underline', focusRing)}
              >
                {meeting.name}
              </Link>
              <span className="text-xs text-muted-foreground">
                {t('teams.page.lastUsed', { when: relativeTime(meeting.lastActivity, locale) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The team's estimation rooms and retros, and a way to start either for the team. */
export function TeamMeetings({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Meetings
        id="team-rooms"
        title={t('teams.page.rooms')}
        meetings={team.rooms}
        linkOf={(id) => `/rooms/${id}`}
        newLabel={t('teams.page.newGame')}
        newPath={`/new-game?team=${team.id}`}
        empty={t('teams.page.noRooms')}
      />
      <Meetings
        id="team-retros"
        title={t('teams.page.retros')}
        meetings={team.retros}
        linkOf={(id) => `/retro/${id}`}
        newLabel={t('teams.page.newRetro')}
        newPath={`/new-retro?team=${team.id}`}
        empty={t('teams.page.noRetros')}
      />
    </div>
  );
}
