import { Ban, ShieldCheck, UserRound } from 'lucide-react';
import type { AdminUser, AdminUsersQuery, SortOrder, UserSortKey } from '../../../shared/api/admin';
import { Avatar } from '../../components/ui/avatar';
import { cn } from '../../lib/utils';
import { useDateFormat } from './format';
import { SortHeader } from './sort-header';
import { Badge } from '../../components/ui/badge';
import { UserRowMenu, type UserIntent } from './user-row-menu';
import { useTranslation } from '../../lib/i18n';

interface UsersTableProps {
  users: readonly AdminUser[];
  query: AdminUsersQuery;
  selfId: string | undefined;
  stale: boolean;
  onSort(sort: UserSortKey, order: SortOrder): void;
  onIntent(intent: UserIntent, user: AdminUser): void;
}

function UserBadges({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  return (
    <>
      {user.isAnonymous && <Badge>{t('admin.users.badges.guest')}</Badge>}
      {user.banned && (
        <Badge tone="danger">
          <Ban aria-hidden="true" />
          {user.banExpires
            ? t('admin.users.badges.bannedUntil', { date: format.date(user.banExpires) })
            : t('admin.users.badges.banned')}
        </Badge>
      )}
    </>
  );
}

/** Wide screens get the table; narrow ones scroll it sideways, with the name column kept in view. */
export function UsersTable({ users, query, selfId, stale, onSort, onIntent }: UsersTableProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const header = (column: UserSortKey, className?: string) => (
    <SortHeader
      column={column}
      label={t(`admin.users.columns.${column}`)}
      sort={query.sort}
      order={query.order}
      onSort={onSort}
      className={className}
    />
  );
  return (
    <div className="relative overflow-x-auto rounded-xl border border-border bg-card">
      <table className={cn('w-full min-w-[50rem] text-sm transition-opacity', stale && 'opacity-60')}>
        <caption className="sr-only">{t('admin.users.tableLabel')}</caption>
        <thead className="border-b border-border text-left text-muted-foreground">
          <tr>
            {header('name', 'sticky left-0 z-10 bg-card')}
            {header('email')}
            <th scope="col" className="px-3 py-2 font-medium">
              {t('admin.users.columns.role')}
            </th>
            {header('created')}
            {header('lastVisit')}
            {header('rooms', 'text-right')}
            {/* The actions stay in view at the right edge, as the name does at the left, on a phone too. */}
            <th scope="col" className="sticky right-0 z-10 bg-card px-3 py-2">
              <span className="sr-only">{t('admin.users.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} className="border-b border-border last:border-0">
              <th
                scope="row"
                className="sticky left-0 z-10 w-52 max-w-52 bg-card px-3 py-2 text-left font-normal"
              >
                <div className="flex items-center gap-2">
                  <Avatar name={user.displayName} src={user.photoURL} className="hidden lg:inline-flex" />
                  <div className="grid min-w-0 gap-1">
                    <span className="truncate font-medium">
                      {user.displayName}
                      {user.id === selfId && (
                        <span className="text-muted-foreground"> ({t('admin.common.you')})</span>
                      )}
                    </span>
                    <span className="flex flex-wrap gap-1">
                      <UserBadges user={user} />
                    </span>
                  </div>
                </div>
              </th>
              <td
                className="max-w-52 truncate px-3 py-2 text-muted-foreground"
                title={user.isAnonymous ? undefined : user.email}
              >
                {user.isAnonymous ? t('admin.users.noEmail') : user.email}
              </td>
              <td className="px-3 py-2">
                <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
                  {user.role === 'admin' ? (
                    <ShieldCheck aria-hidden="true" className="size-4 text-primary" />
                  ) : (
                    <UserRound aria-hidden="true" className="size-4 text-muted-foreground" />
                  )}
                  {t(`admin.users.roles.${user.role}`)}
                </span>
                {user.isConfiguredAdmin && (
                  <Badge tone="primary" className="mt-1" title={t('admin.users.badges.configuredHint')}>
                    {t('admin.users.badges.configured')}
                  </Badge>
                )}
              </td>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums" title={format.dateTime(user.createAt)}>
                {format.shortDate(user.createAt)}
              </td>
              <td
                className="px-3 py-2 whitespace-nowrap tabular-nums"
                title={user.lastVisitDate ? format.dateTime(user.lastVisitDate) : undefined}
              >
                {user.lastVisitDate ? format.shortDate(user.lastVisitDate) : t('admin.common.never')}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{user.roomCount}</td>
              <td className="sticky right-0 z-10 bg-card px-2 py-2 text-right">
                <UserRowMenu user={user} isSelf={user.id === selfId} onIntent={onIntent} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
