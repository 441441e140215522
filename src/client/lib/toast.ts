import { useSyncExternalStore } from 'react';
import type { toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;
type Kind = 'success' | 'error' | 'info' | 'warning';

/**
 * Toasts through sonner, which is loaded with the first one instead of with every page: most
 * visits never see a toast. A toast shown before the toast area has mounted is not lost, since
 * sonner hands the area every toast still open when it subscribes.
 */
let loaded: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function withSonner(use: (toast: Sonner) => void): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  loaded ??= import('sonner').then(
    (module) => module.toast,
    (error: unknown) => {
      // The next toast tries again; the toast area's own load reloads the page after a redeploy.
      loaded = undefined;
      throw error;
    },
  );
  void loaded.then(use).catch(() => undefined);
}

/** Every kind takes the same message and options. */
type Message = Parameters<Sonner['success']>[0];
type Options = Parameters<Sonner['success']>[1];

const show =
  (kind: Kind) =>
  (message: Message, options?: Options): void =>
    withSonner((toast) => void toast[kind](message, options));

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  /** Nothing to dismiss before the first toast, so this never loads sonner by itself. */
  dismiss: (id?: string | number): void => void loaded?.then((toast) => toast.dismiss(id)),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True from the first toast on: the app shell mounts the toast area then. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
