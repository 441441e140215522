import { useSearchParams } from '../../lib/router';
import { Link } from '../../lib/router';
import { Plus } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { ROOM_FILTERS, ROOM_SORTS, arrangeRooms, type RoomFilter, type RoomSort } from './rooms-list-arrange';
import { RoomActions } from './rooms-list-actions';
import { allRoomsOf, useMyRooms } from './rooms-list-data';
import { RoomsEmptyState, RoomsQueryState } from './rooms-list-empty';
import { RoomListItem } from './rooms-list-item';
import { RoomsListToolbar } from './rooms-list-toolbar';
import { useTranslation } from '../../lib/i18n';

const pick = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

export function RoomsPage() {
  const { t, i18n } = useTranslation();
  const rooms = useMyRooms();
  // Search, sort and filter live in the address, so "back" from a room returns to the same view.
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const sort = pick<RoomSort>(ROOM_SORTS, params.get('sort'), 'lastVisit');
  const filter = pick<RoomFilter>(ROOM_FILTERS, params.get('show'), 'all');
  const update = (key: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== fallback) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const all = rooms.data ? allRoomsOf(rooms.data) : [];
  const shown = arrangeRooms(all, { query, sort, filter, locale: i18n.resolvedLanguage ?? 'en' });

  return (
    <div className="grid max-w-4xl gap-5">
      <PageHeader title={t('rooms.title')} lead={t('rooms.lead')} className="mb-0">
        <div className={all.length ? undefined : 'hidden'}>
          <Button asChild size="sm">
            <Link to="/new-game">
              <Plus aria-hidden="true" />
              {t('nav.newGame')}
            </Link>
          </Button>
        </div>
      </PageHeader>
      {!rooms.data ? (
        <RoomsQueryState isError={rooms.isError} onRetry={() => void rooms.refetch()} />
      ) : all.length === 0 ? (
        <RoomsEmptyState />
      ) : (
        <>
          <RoomsListToolbar
            query={query}
            onQuery={(value) => update('q', value, '')}
            sort={sort}
            onSort={(value) => update('sort', value, 'lastVisit')}
            filter={filter}
            onFilter={(value) => update('show', value, 'all')}
          />
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {t('rooms.count', { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <div className="grid justify-items-start gap-2 rounded-xl border border-dashed border-border p-6">
              <p>{t('rooms.noMatch')}</p>
              <Button variant="outline" size="sm" onClick={() => setParams({}, { replace: true })}>
                {t('rooms.clearSearch')}
              </Button>
            </div>
          ) : (
            <ul aria-label={t('rooms.title')} className="grid gap-2">
              {shown.map((room) => (
                <RoomListItem key={room.id} room={room} actions={<RoomActions room={room} />} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
