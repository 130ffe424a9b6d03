import type { Page } from 'playwright-core';
import type { PlatformAdapter } from './adapter.js';
import { clickIfVisible, sleep, wakeToolbar } from './actions.js';

const LEAVE_BUDGET_MS = 8_000;

/**
 * Leaves politely, bounded: Leave (the toolbar shown first), then the confirmation if one appears. In the lobby, the
 * lobby's Cancel. Whatever happens the caller closes the browser afterwards, which ends the call anyway.
 */
export async function leaveMeeting(page: Page, adapter: PlatformAdapter, inCall: boolean): Promise<void> {
  if (page.isClosed()) return;
  let timer: NodeJS.Timeout | undefined;
  const attempt = async () => {
    if (!inCall) {
      await clickIfVisible(page, adapter.lobbyCancel);
      return;
    }
    // A pop-up over the toolbar (Zoom's "The host would like you to unmute") would swallow the Leave click.
    await adapter.dismiss(page);
    await wakeToolbar(page, 0);
    if (!(await clickIfVisible(page, adapter.leave))) return;
    for (let i = 0; i < 6; i++) {
      await sleep(250);
      if (await clickIfVisible(page, adapter.leaveConfirm)) break;
    }
  };
  await Promise.race([
    attempt().catch(() => {}),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, LEAVE_BUDGET_MS))),
  ]);
  clearTimeout(timer);
}
