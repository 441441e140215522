import { motion, useReducedMotion } from 'motion/react';

const PIECES = ['🎉', '✨', '🥳', '⭐', '🎊', '✨', '🎉', '⭐', '🎊', '🥳', '✨', '🎉'];

/** A short burst when everyone picked the same card; nothing at all for reduced motion. */
export function Celebration() {
  const reduced = useReducedMotion();
  if (reduced) return null;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-6 z-10 flex justify-center">
      {PIECES.map((piece, index) => {
        const angle = (index / PIECES.length) * Math.PI * 2;
        const distance = 90 + (index % 3) * 30;
        return (
          <motion.span
            key={index}
            className="absolute text-2xl"
            initial={{ x: 0, y: 0, opacity: 0, scale: 0.4 }}
            animate={{
              x: Math.cos(angle) * distance,
              y: [0, Math.sin(angle) * distance * 0.6 - 30, Math.sin(angle) * distance * 0.6 + 40],
              opacity: [0, 1, 0],
              scale: [0.4, 1.2, 0.9],
              rotate: index % 2 === 0 ? 180 : -180,
            }}
            transition={{ duration: 1.6, ease: 'easeOut', delay: (index % 4) * 0.05 }}
          >
            {piece}
          </motion.span>
        );
      })}
    </div>
  );
}
