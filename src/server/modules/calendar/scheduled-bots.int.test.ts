import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent, ScheduledBot } from '../../../shared/api/calendar.js';
import { googleMeeting, startGoogleStandIn, type GoogleStandIn } from '../../test/calendar/google-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';
import { calendarEvents, scheduledBots, type ScheduledBotRow } from './calendar.schema.js';
import { BOT_DISPATCH_JOB } from './scheduler.js';
import { connectOAuth, recordingDispatcher, waitFor } from './testing.js';

const MIN = 60_000;
const ANCHOR = Math.ceil(Date.now() / MIN) * MIN;
const at = (minutes: number) => new Date(ANCHOR + minutes * MIN);

describe('scheduled bots follow the calendar', () => {
  let t: TestApp;
  let google: GoogleStandIn;
  let user: TestUser;
  let other: TestUser;
  const dispatcher = recordingDispatcher();

  beforeAll(async () => {
    google = await startGoogleStandIn({
      clientId: 'g-client',
      clientSecret: 'g-secret',
      email: 'rina@gmail.test',
      events: [
        googleMeeting('moving', at(120), 30),
        googleMeeting('dropping', at(150), 30),
        googleMeeting('mine', at(200), 30, { organizer: { email: 'rina@gmail.test', self: true } }),
        googleMeeting('theirs', at(220), 30),
      ],
    });
    t = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'g-client',
        GOOGLE_CLIENT_SECRET: 'g-secret',
        GOOGLE_ISSUER: google.issuer,
        GOOGLE_CALENDAR_API_URL: google.apiUrl,
      },
      overrides: { botDispatcher: dispatcher },
    });
    user = await createUser(t, { email: 'rina@example.com' });
    other = await createUser(t, { email: 'joko@example.com' });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: user.cookie },
      payload: { language: 'en' },
    });
    await connectOAuth(t.app, user.cookie, 'google');
    await refresh();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object, cookie = user.cookie) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  async function refresh() {
    const res = await call('POST', '/api/calendars/refresh');
    expect(res.statusCode).toBe(200);
  }
  const events = async () =>
    (await call('GET', '/api/calendar/events?limit=50')).json<{ items: CalendarEvent[] }>().items;
  const eventId = async (googleId: string) =>
    (await events()).find((e) => e.title === `Meeting ${googleId}`)?.id ?? 'missing';
  const row = async (id: string) =>
    (await t.database.db.select().from(scheduledBots).where(eq(scheduledBots.id, id)))[0]!;
  const job = (id: string) => t.runtime.platform.jobs.find(BOT_DISPATCH_JOB, id);
  const scheduled = async () => (await call('GET', '/api/scheduled-bots')).json<{ items: ScheduledBot[] }>().items;

  it('schedules a bot with the spec’s defaults and a dispatch job at join time', async () => {
    const res = await call('POST', `/api/calendar/events/${await eventId('moving')}/bot`);
    expect(res.statusCode, res.body).toBe(201);
    const bot = res.json<ScheduledBot>();
    expect(bot).toMatchObject({
      status: 'scheduled',
      platform: 'google-meet',
      options: { joinMinutesBefore: 5, leaveAfterMeeting: true, enableTranscription: true },
      scheduledJoinTime: at(115).toISOString(),
      eventStart: at(120).toISOString(),
      botSessionId: null,
    });
    const stored = await row(bot.id);
    expect((await job(stored.jobId!))?.startAfter.toISOString()).toBe(at(115).toISOString());
    expect((await scheduled()).map((b) => b.id)).toEqual([bot.id]);
    const listed = (await events()).find((e) => e.id === bot.eventId);
    expect(listed?.scheduledBot?.id).toBe(bot.id);
  });

  it('a meeting moved at the source moves its dispatch', async () => {
    const [bot] = await scheduled();
    const oldJob = (await row(bot!.id)).jobId!;
    google.move('moving', at(180), at(210));
    await refresh();
    const moved = await row(bot!.id);
    expect(moved.status).toBe('scheduled');
    expect(moved.joinAt.toISOString()).toBe(at(175).toISOString());
    expect(moved.jobId).not.toBe(oldJob);
    expect((await job(oldJob))?.state).toBe('cancelled');
    expect((await job(moved.jobId!))?.startAfter.toISOString()).toBe(at(175).toISOString());
  });

  it('a meeting cancelled at the source cancels its bot', async () => {
    const res = await call('POST', `/api/calendar/events/${await eventId('dropping')}/bot`, {
      options: { joinMinutesBefore: 10 },
    });
    const bot = res.json<ScheduledBot>();
    const jobId = (await row(bot.id)).jobId!;
    google.cancel('dropping');
    await refresh();
    expect((await row(bot.id)).status).toBe('cancelled');
    expect((await job(jobId))?.state).toBe('cancelled');
    expect((await scheduled()).map((b) => b.id)).not.toContain(bot.id);
  });

  it('cancel from the API: status cancelled, dispatch cancelled; scheduling again re-arms it', async () => {
    const id = await eventId('moving');
    const cancelled = (await call('DELETE', `/api/calendar/events/${id}/bot`)).json<ScheduledBot>();
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(await scheduled()).toEqual([]);
    const again = (await call('POST', `/api/calendar/events/${id}/bot`)).json<ScheduledBot>();
    expect(again).toMatchObject({ id: cancelled.id, status: 'scheduled', cancelledAt: null });
    await call('DELETE', `/api/calendar/events/${id}/bot`);
  });

  it('dispatches the bot at join time, once, in the user’s language; a move afterwards stops it', async () => {
    // Starts in 70 s, joined 1 minute before: the delayed job runs in the worker about 10 s from now.
    const start = new Date(Date.now() + 70_000);
    google.events.push(googleMeeting('soon', start, 30));
    await refresh();
    const res = await call('POST', `/api/calendar/events/${await eventId('soon')}/bot`, {
      options: { joinMinutesBefore: 1 },
    });
    const bot = res.json<ScheduledBot>();
    expect(dispatcher.starts.filter((s) => s.scheduledBotId === bot.id)).toEqual([]);
    const call1 = await waitFor(() => dispatcher.starts.find((s) => s.scheduledBotId === bot.id), 60_000, 'dispatch');
    expect(call1.at).toBeGreaterThanOrEqual(Date.parse(bot.scheduledJoinTime));
    expect(call1).toMatchObject({ userId: user.id, language: 'en-US', meetingUrl: bot.meetingUrl });
    expect(call1.leaveAt?.toISOString()).toBe(bot.eventEnd);
    const sent = await waitFor(async () => ((await row(bot.id)).botSessionId ? row(bot.id) : null));
    expect(sent).toMatchObject({ status: 'dispatched', botSessionId: call1.botSessionId });
    expect((await events()).find((e) => e.id === bot.eventId)?.scheduledBot?.status).toBe('dispatched');
    // Asking again does not send a second bot.
    expect((await call('POST', `/api/calendar/events/${bot.eventId}/bot`)).json<ScheduledBot>().status).toBe(
      'dispatched',
    );

    google.move('soon', new Date(start.getTime() + 60 * MIN), new Date(start.getTime() + 90 * MIN));
    await refresh();
    expect(dispatcher.stops).toContainEqual({ userId: user.id, id: call1.botSessionId });
    const rearmed = await row(bot.id);
    expect(rearmed).toMatchObject({ status: 'scheduled', botSessionId: null });
    expect(rearmed.joinAt.getTime()).toBe(start.getTime() + 59 * MIN);
    expect(dispatcher.starts.filter((s) => s.scheduledBotId === bot.id)).toHaveLength(1);
  });

  it('a bot cancelled before its join time does not come', async () => {
    const start = new Date(Date.now() + 65_000);
    google.events.push(googleMeeting('skipped', start, 30));
    await refresh();
    const id = await eventId('skipped');
    const bot = (
      await call('POST', `/api/calendar/events/${id}/bot`, { options: { joinMinutesBefore: 1 } })
    ).json<ScheduledBot>();
    expect((await call('DELETE', `/api/calendar/events/${id}/bot`)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, Math.max(0, Date.parse(bot.scheduledJoinTime) - Date.now()) + 3_000));
    expect(dispatcher.starts.filter((s) => s.scheduledBotId === bot.id)).toEqual([]);
    expect((await row(bot.id)).status).toBe('cancelled');
  });

  it('auto-record: organised meetings, then all; a bot the user cancelled stays cancelled', async () => {
    const connection = `google-${user.id}`;
    expect((await call('PATCH', `/api/calendars/${connection}`, { autoRecord: 'all' }, other.cookie)).statusCode).toBe(
      404,
    );
    const patched = await call('PATCH', `/api/calendars/${connection}`, { autoRecord: 'organized' });
    expect(patched.json()).toMatchObject({ autoRecord: 'organized' });
    // 'Meeting soon' is still scheduled from before (re-armed at its new time).
    expect((await scheduled()).map((b) => b.title)).toEqual(['Meeting soon', 'Meeting mine']);

    await call('PATCH', `/api/calendars/${connection}`, { autoRecord: 'all' });
    const titles = (await scheduled()).map((b) => b.title);
    expect(titles).toEqual(expect.arrayContaining(['Meeting mine', 'Meeting theirs']));
    expect(titles).not.toContain('Meeting moving');

    google.events.push(googleMeeting('added', at(300), 30));
    await refresh();
    expect((await scheduled()).map((b) => b.title)).toContain('Meeting added');
    expect((await call('GET', '/api/scheduled-bots', undefined, other.cookie)).json()).toEqual({ items: [] });
  });

  describe('races and failures (the scheduler called as its job would)', () => {
    const scheduler = () => t.runtime.services.calendar.scheduler;
    const eventRow = async (id: string) =>
      (await t.database.db.select().from(calendarEvents).where(eq(calendarEvents.id, id)))[0]!;
    const dispatchNow = (bot: { id: string; joinAt: Date }, attempt = 1, lastAttempt = false) =>
      scheduler().dispatch({ scheduledBotId: bot.id, joinAt: bot.joinAt.toISOString() }, { attempt, lastAttempt });
    /** Meetings added at the source, one refresh (Refresh is rate-limited), a bot scheduled for each. */
    async function scheduleFor(...meetings: [googleId: string, minutes: number][]) {
      for (const [googleId, minutes] of meetings) google.events.push(googleMeeting(googleId, at(minutes), 30));
      await refresh();
      const rows = [];
      for (const [googleId] of meetings) {
        const bot = (await call('POST', `/api/calendar/events/${await eventId(googleId)}/bot`)).json<ScheduledBot>();
        rows.push(await row(bot.id));
      }
      return rows;
    }
    const startsOf = (id: string) => dispatcher.starts.filter((s) => s.scheduledBotId === id);

    it('a dispatch that fails every attempt leaves the bot failed on its event; Try again schedules it anew', async () => {
      const [bot] = (await scheduleFor(['fragile', 400])) as [ScheduledBotRow];
      const start = dispatcher.start;
      dispatcher.start = () => Promise.reject(new Error('no bot process answers'));
      try {
        await expect(dispatchNow(bot, 1, false)).rejects.toThrow('no bot process answers');
        expect((await row(bot.id)).status).toBe('scheduled');
        await expect(dispatchNow(bot, 3, true)).rejects.toThrow();
      } finally {
        dispatcher.start = start;
      }
      expect(await row(bot.id)).toMatchObject({ status: 'failed', jobId: null });
      expect((await events()).find((e) => e.id === bot.eventId)?.scheduledBot?.status).toBe('failed');
      expect((await scheduled()).map((b) => b.id)).not.toContain(bot.id);
      const again = (await call('POST', `/api/calendar/events/${bot.eventId}/bot`)).json<ScheduledBot>();
      expect(again).toMatchObject({ id: bot.id, status: 'scheduled' });
      expect((await job((await row(bot.id)).jobId!))?.state).toBe('created');
    });

    it('a sync that read the bot before it was dispatched stops that bot instead of sending a second', async () => {
      const stale = await scheduleFor(['race-move', 420], ['race-drop', 440]);
      const [moving, dropped] = stale as [ScheduledBotRow, ScheduledBotRow];
      const sent = [await dispatchNow(moving), await dispatchNow(dropped)] as { botSessionId: string }[];
      expect((await row(moving.id)).status).toBe('dispatched');

      const event = await eventRow(moving.eventId);
      const later = { ...event, startAt: at(480), endAt: at(510) };
      await scheduler().reconcile(new Map([[event.id, later]]), stale);

      expect(dispatcher.stops).toContainEqual({ userId: user.id, id: sent[0]!.botSessionId });
      expect(dispatcher.stops).toContainEqual({ userId: user.id, id: sent[1]!.botSessionId });
      expect(await row(moving.id)).toMatchObject({ status: 'scheduled', botSessionId: null, joinAt: at(475) });
      expect((await row(dropped.id)).status).toBe('cancelled');
      expect(startsOf(moving.id)).toHaveLength(1);
      expect(startsOf(dropped.id)).toHaveLength(1);
    });

    it('a dispatch whose process died after claiming the bot: the retry sends it, once', async () => {
      const [lost, sentOnce] = (await scheduleFor(['crash-before-start', 460], ['crash-after-start', 470])) as [
        ScheduledBotRow,
        ScheduledBotRow,
      ];
      const claim = (id: string) =>
        t.database.db
          .update(scheduledBots)
          .set({ status: 'dispatched', dispatchedAt: new Date(), jobId: null })
          .where(eq(scheduledBots.id, id));
      await claim(lost.id);
      // The same job's first attempt again (a duplicate) does nothing; its retry sends the bot.
      expect(await dispatchNow(lost, 1)).toEqual({ skipped: 'stale' });
      const resumed = (await dispatchNow(lost, 2)) as { botSessionId: string };
      expect(startsOf(lost.id)).toHaveLength(1);
      expect(await row(lost.id)).toMatchObject({ status: 'dispatched', botSessionId: resumed.botSessionId });

      // Died after the bot was sent, before its session was stored: the retry finds that bot.
      await claim(sentOnce.id);
      const first = await dispatcher.start(user.id, {
        meetingUrl: sentOnce.meetingUrl,
        language: 'en-US',
        scheduledBotId: sentOnce.id,
      });
      expect(await dispatchNow(sentOnce, 2)).toEqual({ botSessionId: first.id });
      expect(startsOf(sentOnce.id)).toHaveLength(1);
      expect((await row(sentOnce.id)).botSessionId).toBe(first.id);
    });
  });

  it('disconnecting cancels every waiting dispatch and removes the bots', async () => {
    const waiting = await scheduled();
    expect(waiting.length).toBeGreaterThan(0);
    const jobIds = await Promise.all(waiting.map(async (b) => (await row(b.id)).jobId!));
    expect((await call('DELETE', `/api/calendars/google-${user.id}`)).statusCode).toBe(204);
    expect(await scheduled()).toEqual([]);
    for (const id of jobIds) expect((await job(id))?.state).toBe('cancelled');
  });
});
