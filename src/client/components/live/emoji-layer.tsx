import { useEffect, useState, type RefObject } from 'react';
import { AnimatePresence, motion, useReducedMotion } from 'motion/react';

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
  const reduced = useReducedMotion();
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
      <AnimatePresence>
        {flights.map((flight) => {
          const midX = (flight.from.x + flight.to.x) / 2;
          const midY = Math.min(flight.from.y, flight.to.y) - 60;
          return (
            <motion.span
              key={flight.id}
              className="absolute top-0 left-0 -mt-4 -ml-4 text-3xl"
              initial={
                reduced
                  ? { x: flight.to.x, y: flight.to.y, opacity: 0 }
                  : { x: flight.from.x, y: flight.from.y, opacity: 0, scale: 0.5 }
              }
              animate={
                reduced
                  ? { opacity: [0, 1, 1, 0] }
                  : {
                      x: [flight.from.x, midX, flight.to.x, flight.to.x],
                      y: [flight.from.y, midY, flight.to.y, flight.to.y - 10],
                      opacity: [0, 1, 1, 0],
                      scale: [0.5, 1.4, 1.1, 1.6],
                      rotate: [0, 200, 360, 360],
                    }
              }
              transition={{ duration: reduced ? 1.2 : 1.1, times: [0, 0.45, 0.8, 1], ease: 'easeOut' }}
              onAnimationComplete={() => land(flight.id)}
            >
              {flight.emoji}
            </motion.span>
          );
        })}
      </AnimatePresence>
    </div>
  );
}
