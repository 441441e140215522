import { REDUCED_MOTION, useMediaQuery } from '../../../lib/use-media-query';

const PIECES = ['🎉', '✨', '🥳', '⭐', '🎊', '✨', '🎉', '⭐', '🎊', '🥳', '✨', '🎉'];
const BURST_MS = 1600;

/** Sends one piece out on its own arc, with the browser's own animations (no library). */
function fly(element: HTMLElement | null, index: number): void {
  // Once per piece: a re-render hands the same element back, already flying or landed.
  if (!element?.animate || element.getAnimations().length > 0) return;
  const angle = (index / PIECES.length) * Math.PI * 2;
  const distance = 90 + (index % 3) * 30;
  const x = Math.cos(angle) * distance;
  const rise = Math.sin(angle) * distance * 0.6;
  const turn = index % 2 === 0 ? 180 : -180;
  element.animate(
    [
      { transform: 'translate(0, 0) scale(0.4) rotate(0deg)', opacity: 0 },
      { transform: `translate(${x / 2}px, ${rise - 30}px) scale(1.2) rotate(${turn / 2}deg)`, opacity: 1 },
      { transform: `translate(${x}px, ${rise + 40}px) scale(0.9) rotate(${turn}deg)`, opacity: 0 },
    ],
    { duration: BURST_MS, easing: 'ease-out', delay: (index % 4) * 50, fill: 'both' },
  );
}

/** A short burst when everyone picked the same card; nothing at all for reduced motion. */
export function Celebration() {
  const reduced = useMediaQuery(REDUCED_MOTION);
  if (reduced) return null;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-6 z-10 flex justify-center">
      {PIECES.map((piece, index) => (
        <span key={index} ref={(element) => fly(element, index)} className="absolute text-2xl opacity-0">
          {piece}
        </span>
      ))}
    </div>
  );
}
