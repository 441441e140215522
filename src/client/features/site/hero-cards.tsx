import { cn } from '../../lib/utils';

/** A decorative hand of estimation cards: one face up, the rest still hidden until the reveal. */
export function HeroCards() {
  const values = ['1', '2', '3', '5', '8'];
  return (
    <div aria-hidden="true" className="relative mx-auto hidden h-64 w-full max-w-sm sm:block">
      {values.map((value, index) => {
        const faceUp = index === 3;
        const angle = (index - 2) * 9;
        return (
          <div
            key={value}
            style={{ transform: `translateX(${(index - 2) * 58}px) rotate(${angle}deg)` }}
            className={cn(
              'absolute top-8 left-1/2 -ml-12 flex h-40 w-24 origin-bottom items-center justify-center rounded-xl border-2 text-3xl font-black shadow-lg',
              faceUp
                ? 'z-10 -translate-y-4 border-primary bg-card text-primary'
                : 'border-primary-800 bg-[repeating-linear-gradient(45deg,var(--color-primary-700)_0_8px,var(--color-primary-800)_8px_16px)]',
            )}
          >
            {faceUp ? value : ''}
          </div>
        );
      })}
    </div>
  );
}
