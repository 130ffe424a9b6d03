import { TEST_PASSWORD, type TestUser } from '../../test/users.js';

/** One valid request per operation of the OpenAPI document, for the unstorable-strings walk. */

/** A request the schema accepts: the walk changes one string of it at a time. */
export interface Baseline {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A non-JSON body sent as is with every request of the operation (params are what is tested then). */
  raw?: { contentType: string; payload: Buffer };
}

export interface Fixtures {
  admin: TestUser;
  transcriptionId: string;
  cursor: string;
  recordingId: string;
  finishableRecordingId: string;
  unknownId: string;
}

export const segment = { start: 0, end: 1.5, text: 'Selamat pagi semua', speaker: 'Speaker 1' };
export const MEETING =
  'Selamat pagi semua. Hari ini kita membahas anggaran kuartal tiga. Budi akan mengirim laporan keuangan besok. ' +
  'Sari menyiapkan presentasi untuk klien hari Jumat. Kita sepakat menunda peluncuran produk ke bulan depan.';
export const item = (icon: string, n: number) => ({ icon, title: `Langkah ${n}`, description: `Penjelasan ${n}` });

/**
 * One baseline (or several) per operation of the OpenAPI document, keyed "METHOD /path". Operations without any
 * string input need none (an empty list): nothing of theirs is sent, so sign-out never ends the test's session.
 */
export const BASELINES: Record<string, (f: Fixtures) => Baseline[]> = {
  'GET /api/health': () => [],
  'POST /api/auth/sign-up/email': () => [
    {
      body: {
        email: 'new.person@example.com',
        password: 'Another-Horse-Staple-77!',
        confirmPassword: 'Another-Horse-Staple-77!',
        name: 'New Person',
        language: 'en',
        callbackURL: '/login?verified=1',
      },
    },
  ],
  'POST /api/auth/sign-in/email': (f) => [
    { body: { email: f.admin.email, password: TEST_PASSWORD, rememberMe: true } },
  ],
  'POST /api/auth/resend-verification': () => [
    { body: { email: 'nobody@example.com', language: 'id', callbackURL: '/login' } },
  ],
  'POST /api/auth/forgot-password': () => [{ body: { email: 'nobody@example.com', language: 'en' } }],
  // An unknown token: 400 INVALID_TOKEN, which is past validation.
  'POST /api/auth/reset-password': () => [
    {
      body: {
        token: 'not-a-real-token',
        newPassword: 'Another-Horse-Staple-77!',
        confirmPassword: 'Another-Horse-Staple-77!',
      },
    },
  ],
  'GET /api/auth/reset-password/{token}': () => [
    { params: { token: 'not-a-real-token' }, query: { callbackURL: '/reset-password' } },
  ],
  'GET /api/auth/account': () => [],
  // Never the admin's real password: the baseline itself is not sent, but a wrong one keeps any send harmless.
  'POST /api/auth/delete-account': () => [{ body: { password: 'Not-the-password-42', email: 'admin@example.com' } }],
  'POST /api/auth/sign-out': () => [],
  // Google is not configured here: 400 PROVIDER_NOT_CONFIGURED, which is past validation.
  'POST /api/auth/sign-in/oauth2': () => [
    { body: { providerId: 'google', callbackURL: '/dashboard', errorCallbackURL: '/login' } },
  ],
  'GET /api/auth/providers': () => [],
  'GET /api/me': () => [],
  'GET /api/session': () => [],
  'GET /api/auth/verify-email': () => [{ query: { token: 'not-a-real-token', callbackURL: '/login' } }],
  'GET /api/auth/callback/{providerId}': () => [{ params: { providerId: 'google' } }],
  'POST /api/auth/callback/{providerId}': () => [{ params: { providerId: 'google' } }],
  'GET /api/content': () => [{ query: { language: 'en' } }],
  // The body's schema depends on :section, so the document only says "an object": the sample's strings are walked.
  'PUT /api/content/{language}/{section}': () => [
    {
      params: { language: 'id', section: 'hero' },
      body: { title: 'Notulen', subtitle: 'Catatan rapat', description: 'Rekam, tulis, ringkas.', ctaText: 'Mulai' },
    },
    { params: { language: 'en', section: 'features' }, body: { items: [1, 2, 3, 4].map((n) => item('Mic', n)) } },
    { params: { language: 'id', section: 'steps' }, body: { items: [1, 2, 3].map((n) => item('FileText', n)) } },
    {
      params: { language: 'en', section: 'demo' },
      body: { title: 'Coba', subtitle: 'Tanpa daftar', tagline: 'Gratis' },
    },
  ],
  'GET /api/settings': () => [],
  'PATCH /api/settings': () => [
    { body: { language: 'en', speakerSensitivityMs: 3000, noiseReduction: 'high', timeZone: 'Asia/Jakarta' } },
  ],
  'GET /api/speech/engines': () => [],
  // Only refused variants are sent: no download starts (and tests have no model host anyway).
  'POST /api/admin/speech/models/{name}/download': () => [{ params: { name: 'base' } }],
  'DELETE /api/admin/speech/models/{name}': () => [{ params: { name: 'medium' } }],
  'PUT /api/admin/speech/defaults': () => [{ body: { id: null, en: 'browser', whisperModel: 'base' } }],
  // multipart/form-data: the document lists no fields for it (its text fields are tested directly below).
  'POST /api/transcriptions/upload': () => [],
  // multipart/form-data with only a file: the path is what carries text. Without a file: 400 BAD_REQUEST.
  'PUT /api/transcriptions/{id}/audio': (f) => [{ params: { id: f.transcriptionId } }],
  'GET /api/transcriptions/{id}/audio': (f) => [{ params: { id: f.transcriptionId } }],
  'GET /api/transcriptions': (f) => [{ query: { q: 'anggaran', sort: 'newest', limit: '1', cursor: f.cursor } }],
  'POST /api/transcriptions': () => [
    {
      body: {
        title: 'Rapat tim',
        text: MEETING,
        segments: [segment],
        language: 'id-ID',
        durationSeconds: 90,
        source: 'manual',
      },
    },
  ],
  'GET /api/transcriptions/{id}': (f) => [{ params: { id: f.transcriptionId } }],
  // The baseline is refused (an engine that is not ready, or 400 TRANSCRIPTION_NO_AUDIO), which is past validation.
  'POST /api/transcriptions/{id}/transcribe': (f) => [
    { params: { id: f.transcriptionId }, body: { language: 'en-US', engine: 'whisper' } },
  ],
  'PATCH /api/transcriptions/{id}': (f) => [
    {
      params: { id: f.transcriptionId },
      body: { title: 'Rapat anggaran', text: MEETING, segments: [segment], speakerNames: { 'Speaker 1': 'Budi' } },
    },
  ],
  'DELETE /api/transcriptions/{id}': (f) => [{ params: { id: f.unknownId } }],
  'POST /api/bots': () => [
    { body: { meetingUrl: 'https://meet.google.com/abc-defg-hij', language: 'id-ID', timeZone: 'Asia/Jakarta' } },
  ],
  'GET /api/bots': () => [{ query: { active: 'true', limit: '5' } }],
  'GET /api/bots/platforms': () => [],
  'GET /api/bots/{id}': (f) => [{ params: { id: f.unknownId } }],
  'POST /api/bots/{id}/stop': (f) => [{ params: { id: f.unknownId } }],
  'POST /api/bots/{id}/retry': (f) => [{ params: { id: f.unknownId } }],
  'GET /api/bots/{id}/screenshot': (f) => [{ params: { id: f.unknownId } }],
  'PUT /api/recordings/{id}': (f) => [{ params: { id: f.recordingId }, body: { language: 'en', engine: 'browser' } }],
  'GET /api/recordings/{id}': (f) => [{ params: { id: f.recordingId } }],
  'PUT /api/recordings/{id}/chunks/{seq}': (f) => [
    {
      params: { id: f.recordingId, seq: '0' },
      raw: { contentType: 'application/octet-stream', payload: Buffer.from('not really audio') },
    },
  ],
  'PUT /api/recordings/{id}/segments': (f) => [{ params: { id: f.recordingId }, body: { segments: [segment] } }],
  'POST /api/recordings/{id}/finish': (f) => [
    {
      params: { id: f.finishableRecordingId },
      body: { title: 'Recording 25/11/2026 10.00', chunks: 0, durationSeconds: 2 },
    },
  ],
  // Summaries are limited to 20 requests a minute per user (counted before validation): this walk sends 14.
  'POST /api/transcriptions/{id}/summary': (f) => [
    { params: { id: f.transcriptionId }, body: { timeZone: 'Asia/Jakarta' } },
  ],
  'POST /api/summaries': (f) => [
    { body: { text: MEETING, language: 'id-ID', timeZone: 'Asia/Jakarta', transcriptionId: f.transcriptionId } },
  ],
  'GET /api/summaries/jobs/{jobId}': (f) => [{ params: { jobId: f.unknownId } }],
  'GET /api/calendars': () => [],
  // Google is not configured here: 400 PROVIDER_NOT_CONFIGURED, which is past validation.
  'POST /api/calendars/{provider}/connect': () => [
    { params: { provider: 'google' }, body: { returnTo: '/dashboard/calendar' } },
  ],
  // An unknown state: a redirect back with calendar=error.
  'GET /api/calendars/oauth/{provider}/callback': () => [
    { params: { provider: 'google' }, query: { code: 'a-code', state: 'a-state', error: 'access_denied' } },
  ],
  // A loopback address: 400 CALENDAR_URL_FORBIDDEN before any request (feeds are limited to 10 a minute: 6 sent).
  'POST /api/calendars/ics': () => [{ body: { url: 'http://127.0.0.1:9/feed.ics', name: 'Kalender tim' } }],
  'PATCH /api/calendars/{id}': () => [{ params: { id: 'ics-unknown' }, body: { autoRecord: 'all' } }],
  'DELETE /api/calendars/{id}': () => [{ params: { id: 'ics-unknown' } }],
  'POST /api/calendars/refresh': () => [],
  'GET /api/calendar/events': () => [{ query: { limit: '5' } }],
  'POST /api/calendar/events/{id}/bot': () => [
    { params: { id: 'unknown-event' }, body: { options: { joinMinutesBefore: 5 } } },
  ],
  'DELETE /api/calendar/events/{id}/bot': () => [{ params: { id: 'unknown-event' } }],
  'GET /api/scheduled-bots': () => [],
};
