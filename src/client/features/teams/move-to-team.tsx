import { lazy, Suspense, useState } from 'react';
import { withChunkReload } from '../../lib/chunk-reload';
import { loadMessages } from '../../lib/i18n';
import type { MoveToTeamProps } from './move-to-team-dialog';

const MoveToTeamDialog = lazy(
  withChunkReload(() =>
    Promise.all([import('./move-to-team-dialog'), loadMessages(['teams'])]).then(([module]) => ({
      default: module.MoveToTeamDialog,
    })),
  ),
);

/**
 * The owner's dialog that moves a room or retro into a team, loaded when first opened (most people
 * are in no team); once opened it stays mounted, so closing it animates like any dialog.
 */
export function MoveToTeam(props: MoveToTeamProps) {
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  if (!opened && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <MoveToTeamDialog {...props} />
    </Suspense>
  );
}
