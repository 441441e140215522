import type { ComponentProps } from 'react';
import type { DropdownMenu as Primitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { EllipsisVertical, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/utils';
import { Button, type ButtonProps } from './button';
import { floatingContent } from './floating-content';
import { lazyOverlay, loadedOverlays } from './lazy-overlay';

const Menu = lazyOverlay(({ DropdownMenu }) => DropdownMenu, 'menu');
export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;

// The parts below render only inside an open menu's content, when its code is here.
const menu = () => loadedOverlays().DropdownMenu;

export function DropdownMenuGroup(props: ComponentProps<typeof Primitive.Group>) {
  const { Group } = menu();
  return <Group {...props} />;
}

/**
 * The "more actions" button of a row or a header. It shows only an icon, so `label` is required:
 * it is the button's whole accessible name.
 */
export function DropdownMenuIconTrigger({
  label,
  icon: Icon = EllipsisVertical,
  ...props
}: Omit<ButtonProps, 'children' | 'aria-label'> & { label: string; icon?: LucideIcon }) {
  return (
    <Menu.Trigger asChild>
      <Button variant="ghost" size="icon" aria-label={label} {...props}>
        <Icon aria-hidden="true" />
      </Button>
    </Menu.Trigger>
  );
}

export function DropdownMenuContent({ className, ...props }: ComponentProps<typeof Primitive.Content>) {
  const live = Menu.useLive();
  if (!live) return null;
  const { Portal, Content } = live.DropdownMenu;
  return (
    <Portal>
      <Content {...floatingContent('min-w-52 overflow-hidden p-1', className)} {...props} />
    </Portal>
  );
}

const itemVariants = cva(
  cn(
    'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none select-none',
    'data-highlighted:bg-muted data-disabled:pointer-events-none data-disabled:opacity-50 [&_svg]:size-4 [&_svg]:text-muted-foreground',
  ),
  {
    variants: {
      variant: {
        default: '',
        destructive: 'text-destructive data-highlighted:text-destructive [&_svg]:text-destructive',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function DropdownMenuItem({
  className,
  variant,
  ...props
}: ComponentProps<typeof Primitive.Item> & VariantProps<typeof itemVariants>) {
  const { Item } = menu();
  return <Item className={cn(itemVariants({ variant }), className)} {...props} />;
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Primitive.Label>) {
  const { Label } = menu();
  return <Label className={cn('px-2.5 py-2 text-sm', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Primitive.Separator>) {
  const { Separator } = menu();
  return <Separator className={cn('my-1 h-px bg-border', className)} {...props} />;
}
