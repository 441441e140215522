import { useEffect, useState, type RefObject } from 'react';
import { REDUCED_MOTION, useMediaQuery } from '../../lib/use-media-query';

/** An emoji one member threw at another. */
export interface ThrownEmoji {
  fromUserId: string;
  targetUserId: string;
  emoji: string;
}

interface Flight {
  id: number;
  emoji: string;
  from: { x: number; y: number };
  to: { x: number; y: number };
}

function centreOf(container: HTMLElement, userId: string): { x: number; y: number } | null {
  const seat = container.querySelector<HTMLElement>(`[data-seat-user="${CSS.escape(userId)}"]`);
  if (!seat) return null;
  const box = container.getBoundingClientRect();
  const rect = seat.getBoundingClientRect();
  return { x: rect.left + rect.width / 2 - box.left, y: rect.top + rect.height / 2 - box.top };
}

let nextId = 0;
const MAX_FLIGHTS = 12;
const FLIGHT_MS = 1100;
const FADE_MS = 1200;

/** The path of one flight as keyframes for the browser's own animations; a fade in place for reduced motion. */
function keyframes(flight: Flight, reduced: boolean): Keyframe[] {
  const at = (x: number, y: number, scale: number, turn: number) =>
    `translate(${x}px, ${y}px) scale(${scale}) rotate(${turn}deg)`;
  const { from, to } = flight;
  if (reduced) {
    const still = at(to.x, to.y, 1, 0);
    return [0, 1, 1, 0].map((opacity, i) => ({ transform: still, opacity, offset: [0, 0.45, 0.8, 1][i] }));
  }
  const mid = { x: (from.x + to.x) / 2, y: Math.min(from.y, to.y) - 60 };
  return [
    { transform: at(from.x, from.y, 0.5, 0), opacity: 0, offset: 0 },
    { transform: at(mid.x, mid.y, 1.4, 200), opacity: 1, offset: 0.45 },
    { transform: at(to.x, to.y, 1.1, 360), opacity: 1, offset: 0.8 },
    { transform: at(to.x, to.y - 10, 1.6, 360), opacity: 0, offset: 1 },
  ];
}

/**
 * Emojis thrown at a person fly to the element marked `data-seat-user` with their id, from the
 * thrower's (or from below the container).
 */
export function EmojiLayer({
  container,
  subscribe,
}: {
  container: RefObject<HTMLDivElement | null>;
  subscribe(listener: (event: ThrownEmoji) => void): () => void;
}) {
  const reduced = useMediaQuery(REDUCED_MOTION);
  const [flights, setFlights] = useState<Flight[]>([]);

  useEffect(
    () =>
      subscribe((event) => {
        const box = container.current;
        if (!box) return;
        const to = centreOf(box, event.targetUserId) ?? { x: box.clientWidth / 2, y: box.clientHeight / 2 };
        const from = centreOf(box, event.fromUserId) ?? { x: box.clientWidth / 2, y: box.clientHeight + 40 };
        nextId += 1;
        setFlights((all) => [...all, { id: nextId, emoji: event.emoji, from, to }].slice(-MAX_FLIGHTS));
      }),
    [subscribe, container],
  );

  const land = (id: number) => setFlights((all) => all.filter((flight) => flight.id !== id));

  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 z-20 overflow-visible">
      {flights.map((flight) => (
        <span
          key={flight.id}
          className="absolute top-0 left-0 -mt-4 -ml-4 text-3xl opacity-0"
          ref={(element) => {
            if (!element?.animate || element.getAnimations().length > 0) return;
            const animation = element.animate(keyframes(flight, reduced), {
              duration: reduced ? FADE_MS : FLIGHT_MS,
              easing: 'ease-out',
              fill: 'both',
            });
            animation.onfinish = () => land(flight.id);
          }}
        >
          {flight.emoji}
        </span>
      ))}
    </div>
  );
}
