import {
  createContext,
  useContext,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Slot } from 'radix-ui';
import { withChunkReload } from '../../lib/chunk-reload';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import type * as RadixOverlays from './radix-overlays';

type Overlays = typeof RadixOverlays;

/**
 * Radix's menus, popovers and dialogs (with the positioning, focus trapping and scroll locking
 * they bring, a fifth of a room's code) are fetched when the browser is idle a while after the
 * page has painted, or at the first sign of use, instead of before the first paint.
 */
const OVERLAYS_PREFETCH_DELAY_MS = 3000;
const OVERLAYS_IDLE_TIMEOUT_MS = 3000;
let overlays: Overlays | undefined;
let loading: Promise<Overlays> | undefined;
const importOverlays = () => import('./radix-overlays');
// Used, a file lost to a redeploy reloads the page once; fetched ahead, a failure waits for a use.
const importForUse = withChunkReload(importOverlays);

function loadOverlays(load: () => Promise<Overlays> = importForUse): Promise<Overlays> {
  loading ??= load().then(
    (module) => (overlays = module),
    (error: unknown) => {
      // The next use tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const preloadOverlays = () => void loadOverlays(importOverlays).catch(() => undefined);

let prefetchScheduled = false;

/**
 * Fetched ahead a while after the first overlay shows, when the browser is idle: the first seconds
 * belong to the page's own content (a room's state arrives over its socket after the page's
 * files), which a slow phone would otherwise download and run Radix beside. Hovering or focusing
 * a trigger fetches it at once. Scheduled once, however many overlays a page has (a table's rows).
 */
function prefetchWhenSettled(): void {
  if (prefetchScheduled) return;
  prefetchScheduled = true;
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(preloadOverlays, { timeout: OVERLAYS_IDLE_TIMEOUT_MS });
    } else preloadOverlays();
  }, OVERLAYS_PREFETCH_DELAY_MS);
}

/** The overlays' code, for parts that render only inside an open overlay (its content, items). */
export function loadedOverlays(): Overlays {
  if (!overlays) throw new Error('An overlay rendered its content before its code arrived');
  return overlays;
}

interface Dormant {
  /** What the trigger does when used before the overlay is live: it opens it. */
  open(): void;
  popup: 'menu' | 'dialog';
}

interface RootProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
  children?: ReactNode;
}

/**
 * One kind of overlay (a menu, a popover, a dialog), whose root and trigger render without Radix
 * until the overlay is first opened: a trigger used before then (a click, Enter, Space, or the
 * down arrow on a menu's) fetches the code if it has not arrived and opens the overlay as Radix's
 * own. From then on the overlay is Radix's, so everything after the first opening (focus moved
 * in and given back, Escape, outside clicks) is Radix's behaviour; the trigger's element is made
 * anew at that first opening, which Radix's moving the focus into the overlay hides.
 */
export function lazyOverlay<P extends RootProps, T extends object>(
  pick: (overlays: Overlays) => { Root: ComponentType<P>; Trigger: ComponentType<T> },
  popup: Dormant['popup'],
) {
  const DormantContext = createContext<Dormant | null>(null);

  function Root(props: P) {
    const { t } = useTranslation();
    const { open, defaultOpen, onOpenChange } = props;
    // Opened once: from then on the overlay is Radix's, whatever its state.
    const [wanted, setWanted] = useState(Boolean(open ?? defaultOpen));
    const [live, setLive] = useState(() => wanted && overlays !== undefined);
    const wantedNow = wanted || open === true;

    useEffect(prefetchWhenSettled, []);
    useEffect(() => {
      if (!wantedNow || live) return;
      let current = true;
      loadOverlays().then(
        () => current && setLive(true),
        () => {
          if (!current) return;
          setWanted(false);
          onOpenChange?.(false);
          toast.error(t('errors.network'));
        },
      );
      return () => {
        current = false;
      };
    }, [wantedNow, live, onOpenChange, t]);

    if (live && overlays) {
      const { Root: RadixRoot } = pick(overlays);
      // Opened by its trigger, it starts open; a controlled one follows its `open`.
      return <RadixRoot {...props} defaultOpen={open === undefined ? wanted : defaultOpen} />;
    }
    const dormant: Dormant = {
      popup,
      open: () => {
        setWanted(true);
        onOpenChange?.(true);
      },
    };
    return <DormantContext.Provider value={dormant}>{props.children}</DormantContext.Provider>;
  }

  function Trigger(props: T & { asChild?: boolean; children?: ReactNode }) {
    const dormant = useContext(DormantContext);
    if (dormant) return <DormantTrigger dormant={dormant} {...props} />;
    const { Trigger: RadixTrigger } = pick(loadedOverlays());
    return <RadixTrigger {...props} />;
  }

  /** Content, closers and anything else shown only while the overlay is live. */
  const useLive = (): Overlays | undefined => (useContext(DormantContext) ? undefined : overlays);

  /** Renders its children, given the overlays' code, only while the overlay is live. */
  function Live({ children }: { children(overlays: Overlays): ReactNode }) {
    const live = useLive();
    return live ? children(live) : null;
  }

  return { Root, Trigger, useLive, Live };
}

type TriggerProps = ComponentProps<'button'> & { asChild?: boolean; dormant: Dormant };

/** The trigger as Radix would render it closed: same element, same state attributes. */
function DormantTrigger({
  dormant,
  asChild,
  onClick,
  onKeyDown,
  onPointerEnter,
  onFocus,
  ...props
}: TriggerProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type={asChild ? undefined : 'button'}
      aria-haspopup={dormant.popup}
      aria-expanded={false}
      data-state="closed"
      {...props}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) dormant.open();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || dormant.popup !== 'menu' || event.key !== 'ArrowDown') return;
        event.preventDefault();
        dormant.open();
      }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        preloadOverlays();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preloadOverlays();
      }}
    />
  );
}
