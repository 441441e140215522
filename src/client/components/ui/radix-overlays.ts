// Fetched apart from the pages, on first use or when the browser is idle (lazy-overlay.tsx).
export { AlertDialog, Dialog, DropdownMenu, Popover } from 'radix-ui';
