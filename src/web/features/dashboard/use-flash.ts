import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A message that shows for `ms` after `flash()` (docs/product.md §9: saved message 3 s); calling again restarts the
 * timer.
 */
export function useFlash(ms = 3000): [visible: boolean, flash: () => void, hide: () => void] {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(false);
  }, []);
  const flash = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), ms);
  }, [ms]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [visible, flash, hide];
}
