import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SummaryJob } from '../../../shared/api/summaries.js';
import { calendarDate } from '../../../shared/calendar-date.js';
import type { GeneratedSummary } from '../../../shared/summary/normalize.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';
import { formatDay, toDays } from './local/dates.js';
import { settle } from './summary.test-support.js';

/**
 * "besok" is the user's tomorrow on every route, the recording panel's text route included (issue 13): two zones 25
 * hours apart always have different days, so each summary must show its own zone's today and tomorrow.
 */
describe('deadlines in the user’s time zone on POST /api/summaries', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t, { email: 'zone@example.com' });
  }, 60_000);
  afterAll(() => t.close());

  const TEXT = [
    'Rudi: Oke, hari ini kita bahas laporan keuangan dan jadwal shift.',
    'Rudi: Mbak Sari, tolong kirim laporan keuangan ke Pak Darto besok ya.',
    'Sari: Siap, Mas.',
    'Rudi: Dimas, kamu susun jadwal piket gudang.',
    'Dimas: Oke.',
  ].join('\n');

  const day = (zone: string, plus = 0) => {
    const [y, m, d] = calendarDate(new Date(), zone).split('-').map(Number) as [number, number, number];
    return formatDay(toDays({ y, m, d }) + plus, 'id');
  };

  async function summarize(timeZone?: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/summaries',
      headers: { cookie: user.cookie },
      payload: { text: TEXT, language: 'id-ID', ...(timeZone ? { timeZone } : {}) },
    });
    expect(res.statusCode, res.body).toBe(202);
    const job = await settle(t, user.cookie, res.json<SummaryJob>().jobId);
    expect(job.state).toBe('done');
    // Made by the local summariser: every field is there (the stored schema is lenient for older rows).
    return job.summary as unknown as GeneratedSummary;
  }

  async function expectDatedIn(zone: string, request: string | undefined) {
    const before = day(zone);
    const s = await summarize(request);
    if (day(zone) !== before) return; // the test ran over that zone's midnight
    expect(s.meetingInfo.date).toBe(before);
    expect(s.actionItems.find((a) => a.assignee.endsWith('Sari'))?.deadline).toBe(day(zone, 1));
  }

  it('a request without a zone (an API client) is dated in the zone the user’s browser last reported', async () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const saved = await t.app.inject({
        method: 'PATCH',
        url: '/api/settings',
        headers: { cookie: user.cookie },
        payload: { timeZone: zone },
      });
      expect(saved.statusCode).toBe(200);
      await expectDatedIn(zone, undefined);
    }
    // The request's own zone still comes first.
    await expectDatedIn('Pacific/Kiritimati', 'Pacific/Kiritimati');
  });

  it('resolves the meeting day and "besok" on the user’s calendar, and leaves an unsaid deadline as the default', async () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const before = day(zone);
      const s = await summarize(zone);
      if (day(zone) !== before) continue; // the test ran over that zone's midnight
      expect(s.meetingInfo.date).toBe(before);
      const sari = s.actionItems.find((a) => a.assignee.endsWith('Sari'));
      expect(sari?.deadline).toBe(day(zone, 1));
      const dimas = s.actionItems.find((a) => a.assignee === 'Dimas');
      expect(dimas?.deadline).toBe('Segera');
    }
  });

  it('refuses a time zone the runtime does not know', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/summaries',
      headers: { cookie: user.cookie },
      payload: { text: TEXT, timeZone: 'Mars/Olympus' },
    });
    expect(res.statusCode).toBe(400);
  });
});
