import { useCallback, useState } from 'react';
import { useFlash } from '../dashboard/use-flash';

/** docs/product.md §4/§9: copy buttons confirm for 2 seconds. */
export const COPIED_MS = 2000;

export async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Without the async Clipboard API (an older browser, or a page served over plain HTTP from another host), the
  // old selection-and-copy route still works.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

/** `copy(text)` with a 2 s 'copied' flag and a failure flag (cleared by the next attempt). */
export function useCopy() {
  const [copied, flash, hide] = useFlash(COPIED_MS);
  const [failed, setFailed] = useState(false);
  const copy = useCallback(
    async (text: string) => {
      hide();
      setFailed(false);
      try {
        await writeClipboard(text);
        flash();
      } catch {
        setFailed(true);
      }
    },
    [flash, hide],
  );
  return { copy, copied, failed };
}
