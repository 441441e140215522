/**
 * What `zod` means in the browser build (see vite.config.ts): zod itself, told before any schema
 * is made to check without compiled code and not to probe whether it may compile, since the page's
 * CSP forbids eval and the browser reports even a caught probe as a policy violation.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, default } from 'zod/v4';
