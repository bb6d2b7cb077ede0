import { useState } from 'react';

/**
 * True once `open` has been true: a lazily loaded menu, popover or dialog is mounted when first opened and then
 * stays mounted, so that closing runs its exit transition and reopening is instant.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
