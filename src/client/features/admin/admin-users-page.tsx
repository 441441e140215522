import { useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { Search, UsersRound } from 'lucide-react';
import { adminUsersQuerySchema, USER_KINDS, type AdminUser, type UserKind } from '../../../shared/api/admin';
import { PageHeader } from '../../components/page-header';
import { Input } from '../../components/ui/input';
import { useSession } from '../auth';
import { useAdminUsers, useUserAction, type UserAction } from './admin-api';
import { ListFilter, PagedList } from './paged-list';
import { useListParams } from './use-list-params';
import { ResetLinkDialog } from './reset-link-dialog';
import { UserDialogs, type PendingDialog } from './user-dialogs';
import type { UserIntent } from './user-row-menu';
import { UsersTable } from './users-table';
import { useTranslation } from '../../lib/i18n';

const SEARCH_DEBOUNCE_MS = 300;

type DoneMessage =
  | 'admin.users.unbanDone'
  | 'admin.users.signOutDone'
  | 'admin.users.promote.done'
  | 'admin.users.demote.done'
  | 'admin.users.ban.done'
  | 'admin.users.delete.done';

export function AdminUsersPage() {
  const { t } = useTranslation();
  const { user: self } = useSession();
  const [query, update] = useListParams(adminUsersQuerySchema);
  const [search, setSearch] = useState(query.query);
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [dialog, setDialog] = useState<PendingDialog>(null);
  const [resetFor, setResetFor] = useState<AdminUser | null>(null);
  const users = useAdminUsers(query);
  const action = useUserAction();

  useEffect(() => () => clearTimeout(searchTimer.current), []);

  /** The typed text reaches the address, and so the request, once typing pauses. */
  function onSearch(text: string) {
    setSearch(text);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => update({ query: text.trim() }), SEARCH_DEBOUNCE_MS);
  }

  function run(user: AdminUser, change: UserAction, done: DoneMessage) {
    action.mutate(
      { userId: user.id, action: change },
      {
        onSuccess: () => {
          toast.success(t(done, { name: user.displayName }));
          setDialog(null);
        },
      },
    );
  }

  function onIntent(intent: UserIntent, user: AdminUser) {
    switch (intent) {
      case 'promote':
      case 'demote':
      case 'ban':
      case 'delete':
        setDialog({ kind: intent, user });
        break;
      case 'resetLink':
        setResetFor(user);
        break;
      case 'unban':
        run(user, { kind: 'unban' }, 'admin.users.unbanDone');
        break;
      case 'signOut':
        run(user, { kind: 'signOut' }, 'admin.users.signOutDone');
        break;
      default: {
        const unreachable: never = intent;
        throw new Error(`unknown intent ${String(unreachable)}`);
      }
    }
  }

  return (
    <div className="grid gap-5">
      <PageHeader title={t('admin.users.title')} lead={t('admin.users.lead')} className="mb-0" />
      <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="relative flex-1">
          <label htmlFor="admin-user-search" className="sr-only">
            {t('admin.users.search')}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="admin-user-search"
            type="search"
            value={search}
            placeholder={t('admin.users.searchPlaceholder')}
            onChange={(event) => onSearch(event.target.value)}
            className="pl-9"
          />
        </div>
        <ListFilter
          id="admin-user-kind"
          label={t('admin.users.kind')}
          value={query.kind}
          onChange={(kind) => update({ kind: kind as UserKind })}
        >
          {USER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`admin.users.kinds.${kind}`)}
            </option>
          ))}
        </ListFilter>
      </div>

      <PagedList
        list={users}
        page={query.page}
        pageSize={query.pageSize}
        onPaging={update}
        loading={{ rows: 6, rowClassName: 'h-12 w-full' }}
        empty={{ icon: UsersRound, title: t('admin.users.empty'), hint: t('admin.users.emptyHint') }}
      >
        {(items, stale) => (
          <UsersTable
            users={items}
            query={query}
            selfId={self?.uid}
            stale={stale}
            onSort={(sort, order) => update({ sort, order })}
            onIntent={onIntent}
          />
        )}
      </PagedList>

      <ResetLinkDialog user={resetFor} onClose={() => setResetFor(null)} />
      <UserDialogs
        dialog={dialog}
        selfId={self?.uid}
        pending={action.isPending}
        onClose={() => setDialog(null)}
        onRole={(user, role) =>
          run(
            user,
            { kind: 'role', role },
            role === 'admin' ? 'admin.users.promote.done' : 'admin.users.demote.done',
          )
        }
        onBan={(user, input) => run(user, { kind: 'ban', input }, 'admin.users.ban.done')}
        onDelete={(user) => run(user, { kind: 'delete' }, 'admin.users.delete.done')}
      />
    </div>
  );
}
