import { describe, expect, it } from 'vitest';
import { MEETING_LINK_KEY, handOffMeetingLink, takeMeetingLink } from './handoff';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('Join with Bot hand-off', () => {
  it('stores the link under meetingLink (spec), and the Meeting Bot screen takes it once', () => {
    const store = memoryStore();
    handOffMeetingLink('https://meet.google.com/abc-defg-hij', store);
    expect(MEETING_LINK_KEY).toBe('meetingLink');
    expect(store.data.get('meetingLink')).toBe('https://meet.google.com/abc-defg-hij');
    expect(takeMeetingLink(store)).toBe('https://meet.google.com/abc-defg-hij');
    expect(takeMeetingLink(store)).toBeNull();
  });

  it('survives a storage that refuses', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(() => handOffMeetingLink('https://zoom.us/j/123456789', broken)).not.toThrow();
    expect(takeMeetingLink(broken)).toBeNull();
  });
});
