import { useState } from 'react';
import { cn, initialsOf } from '../../lib/utils';

/** A person's photo over their initials: the initials show while it loads, or when it cannot. */
export function Avatar({ name, src, className }: { name: string; src?: string | null; className?: string }) {
  // Which photo has loaded, or failed to: the initials step aside for a loaded one (it may be transparent).
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span
      className={cn(
        'relative inline-flex size-8 shrink-0 overflow-hidden rounded-full bg-accent text-accent-foreground',
        className,
      )}
    >
      {/*
       * Initials are drawn, not written: a button holding an avatar is named after the person, and
       * "AK" in its text would make the name differ from what is read out.
       */}
      {!(src && loaded === src) && (
        <span
          data-initials={initialsOf(name) || '?'}
          className="flex size-full items-center justify-center text-xs font-semibold before:content-[attr(data-initials)]"
        />
      )}
      {src && failed !== src && (
        <img
          src={src}
          alt=""
          className="absolute inset-0 size-full object-cover"
          onLoad={() => setLoaded(src)}
          onError={() => setFailed(src)}
        />
      )}
    </span>
  );
}
