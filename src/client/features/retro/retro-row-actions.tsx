import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { LogOut, Trash2, Users } from 'lucide-react';
import type { RetroSummary } from '../../../shared/api/retros';
import { ConfirmDialog } from '../../components/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuIconTrigger,
  DropdownMenuItem,
} from '../../components/ui/dropdown-menu';
import { api, isApiError } from '../../lib/api-client';
import { MY_RETROS_KEY } from './retro-api';
import { MoveToTeam } from '../teams';
import { useTranslation } from '../../lib/i18n';

/** Move an owned retro into a team; leave a joined retro or delete an owned one, after a confirmation. */
export function RetroRowActions({ retro }: { retro: RetroSummary }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const action = useMutation({
    mutationFn: () =>
      retro.isOwner ? api.delete(`/retros/${retro.id}`) : api.post(`/retros/${retro.id}/leave`),
    onSuccess: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: MY_RETROS_KEY });
    },
    onError: (error) => toast.error(isApiError(error) ? error.message : t('errors.generic')),
  });
  const label = retro.isOwner ? t('board.delete') : t('board.leave');
  return (
    <>
      <DropdownMenu>
        <DropdownMenuIconTrigger label={t('retro.actionsFor', { name: retro.name })} />
        <DropdownMenuContent align="end">
          {retro.isOwner && (
            <DropdownMenuItem onSelect={() => setMoving(true)}>
              <Users aria-hidden="true" />
              {t('nav.teams')}…
            </DropdownMenuItem>
          )}
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
            {retro.isOwner ? <Trash2 aria-hidden="true" /> : <LogOut aria-hidden="true" />}
            {label}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={retro.isOwner ? t('board.deleteTitle') : t('board.leaveTitle')}
        description={
          retro.isOwner
            ? t('board.deleteLead', { name: retro.name })
            : t('board.leaveLead', { name: retro.name })
        }
        confirmLabel={label}
        destructive
        pending={action.isPending}
        onConfirm={() => action.mutate()}
      />
      <MoveToTeam
        path="retros"
        id={retro.id}
        name={retro.name}
        teamId={retro.teamId}
        open={moving}
        onOpenChange={setMoving}
        onMoved={() => void queryClient.invalidateQueries({ queryKey: MY_RETROS_KEY })}
      />
    </>
  );
}
