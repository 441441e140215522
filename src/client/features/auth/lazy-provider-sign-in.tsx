import { lazy } from 'react';
import { withChunkReload } from '../../lib/chunk-reload';
import { loadMessages } from '../../lib/i18n';

/** Only servers with a company provider show it: its code and strings load then, not with every sign-in. */
export const LazyProviderSignIn = lazy(
  withChunkReload(() =>
    Promise.all([import('./provider-sign-in'), loadMessages(['sso'])]).then(([module]) => ({
      default: module.ProviderSignIn,
    })),
  ),
);
