import { lazy } from 'react';
import { withChunkReload } from '../../lib/chunk-reload';
import { loadMessages } from '../../lib/i18n';

/** Only owners open it, seldom: its form and strings load when first opened, not with the room. */
export const LazyAccessDialog = lazy(
  withChunkReload(() =>
    Promise.all([import('./access-dialog'), loadMessages(['access'])]).then(([module]) => ({
      default: module.AccessDialog,
    })),
  ),
);
