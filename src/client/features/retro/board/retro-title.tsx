import { ConnectionBadge } from '../../../components/live/connection-badge';
import { CopyLinkButton } from '../../../components/live/copy-link-button';
import { retroLink } from '../../../lib/room-link';
import { useRetro } from './retro-context';

export function RetroTitle() {
  const { retro, status } = useRetro();
  return (
    <>
      <h1 className="min-w-0 truncate text-sm font-semibold sm:text-base" title={retro.name}>
        {retro.name}
      </h1>
      <ConnectionBadge status={status} />
      <CopyLinkButton link={retroLink(retro.id, retro.linkKey)} className="hidden sm:inline-flex" />
    </>
  );
}
