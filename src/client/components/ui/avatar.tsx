import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn, initialsOf } from '../../lib/utils';

export function Avatar({ name, src, className }: { name: string; src?: string | null; className?: string }) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        'inline-flex size-8 shrink-0 overflow-hidden rounded-full bg-accent text-accent-foreground',
        className,
      )}
    >
      {src && <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" />}
      {/*
       * Initials are drawn, not written: a button holding an avatar is named after the person, and
       * "AK" in its text would make the name differ from what is read out.
       */}
      <AvatarPrimitive.Fallback
        data-initials={initialsOf(name) || '?'}
        className="flex size-full items-center justify-center text-xs font-semibold before:content-[attr(data-initials)]"
      />
    </AvatarPrimitive.Root>
  );
}
