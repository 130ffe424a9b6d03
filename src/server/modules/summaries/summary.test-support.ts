import { expect } from 'vitest';
import type { SummaryJob } from '../../../shared/api/summaries.js';
import type { TestApp } from '../../test/test-app.js';

/** A short Indonesian meeting with two clear action items (Andi: bug login by Wednesday; Rina: release notes). */
export const MEETING = [
  'Budi: Selamat pagi semuanya, kita mulai rapat mingguan tim aplikasi.',
  'Rina: Status sprint aman, tinggal dua tiket yang belum selesai karena menunggu review.',
  'Budi: Bug login dari pelanggan bagaimana?',
  'Andi: Saya akan perbaiki bug login paling lambat hari Rabu, penyebabnya token kedaluwarsa terlalu cepat.',
  'Budi: Baik. Rina, tolong siapkan catatan rilis versi 2.3 sebelum hari Jumat.',
  'Rina: Siap, Pak, catatan rilis saya kirim hari Jumat.',
  'Budi: Terima kasih semuanya, rapat kita tutup.',
].join('\n');

/** Polls a summary job until it is done or failed, as the page does. */
export async function settle(t: TestApp, cookie: string, jobId: string, timeoutMs = 20_000): Promise<SummaryJob> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: `/api/summaries/jobs/${jobId}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const job = res.json<SummaryJob>();
    if (job.state === 'done' || job.state === 'failed') return job;
    if (Date.now() > until) throw new Error(`job ${jobId} still ${job.state}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
