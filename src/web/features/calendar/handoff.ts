/**
 * "Join with Bot" hands the meeting link to the Meeting Bot screen through session storage under `meetingLink`
 * (spec §2 sidebar widget): the screen reads it once and removes it.
 */
export const MEETING_LINK_KEY = 'meetingLink';
export const MEETING_BOT_PATH = '/dashboard/meeting-bot';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function handOffMeetingLink(url: string, store: Store = sessionStorage): void {
  try {
    store.setItem(MEETING_LINK_KEY, url);
  } catch {
    // Storage refused (private mode, quota): the Meeting Bot screen also gets the link in the navigation state.
  }
}

/** The link handed over, once: a later visit to the screen starts empty. */
export function takeMeetingLink(store: Store = sessionStorage): string | null {
  try {
    const url = store.getItem(MEETING_LINK_KEY);
    store.removeItem(MEETING_LINK_KEY);
    return url;
  } catch {
    return null;
  }
}
