import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '../../components/ui/dialog';
import { api, isApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { toast } from '../../lib/toast';
import { useMyTeams } from './team-api';
import { TeamPicker } from './team-picker';

export interface MoveToTeamProps {
  /** The API path of the kind: `rooms` or `retros`. */
  path: 'rooms' | 'retros';
  id: string;
  name: string;
  teamId: string | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Told once the move is saved, so the caller re-reads its list. */
  onMoved(): void;
}

/** An owner moves a room or retro into one of their teams, or out of any. */
export function MoveToTeamDialog({ path, id, name, teamId, open, onOpenChange, onMoved }: MoveToTeamProps) {
  const { t } = useTranslation();
  const teams = useMyTeams(open);
  const [choice, setChoice] = useState(teamId);
  const move = useMutation({
    mutationFn: () => api.put(`/${path}/${id}/team`, { teamId: choice }),
    onSuccess: () => {
      toast.success(t('teams.move.saved', { name }));
      onMoved();
      onOpenChange(false);
    },
    onError: (error) => toast.error(isApiError(error) ? error.message : t('errors.generic')),
  });
  const none = teams.data?.length === 0;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('teams.move.title', { name })}
        description={t('teams.move.lead')}
        closeLabel={t('teams.move.close')}
      >
        <DialogBody>
          {none ? (
            <p className="text-sm">
              {t('teams.move.noTeams')}{' '}
              <Link to="/teams" className="font-medium underline underline-offset-4">
                {t('teams.title')}
              </Link>
            </p>
          ) : (
            <TeamPicker value={choice} onChange={setChoice} />
          )}
        </DialogBody>
        <DialogFooter>
          <Button disabled={none || move.isPending || choice === teamId} onClick={() => move.mutate()}>
            {t('teams.move.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
