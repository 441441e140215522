import { useCallback, useSyncExternalStore } from 'react';

/** Browsers without it (jsdom in tests) get the server's answer: no match. */
const canMatch = () => typeof window.matchMedia === 'function';

/** Whether a CSS media query matches now; follows it as the window changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => canMatch() && window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's lg breakpoint: from here the tasks sit beside the table instead of in a drawer. */
export const WIDE_SCREEN = '(min-width: 64rem)';

/** Below Tailwind's sm breakpoint: a phone held upright, where the hand of cards takes half the screen. */
export const PHONE_SCREEN = '(max-width: 39.99rem)';

/** A touch screen without a mouse or keyboard to speak of: no typing, no hovering. */
export const TOUCH_ONLY = '(hover: none) and (pointer: coarse)';

/** The person asked their system for less motion: flips, flights and bursts are left out or kept still. */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
