import { describe, expect, it } from 'vitest';
import { hintsMessage, mergeActionItems } from './findings.js';

const item = (task: string, assignee: string, deadline = 'Segera') => ({ task, assignee, deadline, status: 'Pending' });

describe('the local findings as the model’s safety net', () => {
  it('keeps every action item either found, once, the model’s wording first', () => {
    const merged = mergeActionItems(
      [item('Kirim laporan keuangan ke Pak Darto', 'Tim'), item('Pesan tenda', 'Joko', 'Sabtu, 28 November 2026')],
      [
        item('Kirim laporan keuangan', 'Mbak Sari', 'Selasa, 24 November 2026'),
        item('Pesan tenda dari masjid', 'Pak Joko'),
        item('Tagih iuran ke tiap rumah', 'Budi'),
      ],
      'id',
    );
    expect(merged).toEqual([
      item('Kirim laporan keuangan ke Pak Darto', 'Mbak Sari', 'Selasa, 24 November 2026'),
      item('Pesan tenda', 'Joko', 'Sabtu, 28 November 2026'),
      item('Tagih iuran ke tiap rumah', 'Budi'),
    ]);
  });

  it('keeps two people’s similar tasks apart', () => {
    expect(mergeActionItems([item('Review the draft', 'Tom')], [item('Review the draft', 'Jess')], 'en')).toHaveLength(
      2,
    );
  });

  it('writes the hints in the transcript’s language', () => {
    expect(hintsMessage([item('Send the floor plan', 'Priya', 'Thursday, 3 December 2026')], 'en')).toBe(
      'Action items an automatic checker found (they may be wrong or incomplete: check them against the transcript, correct and complete them, and keep the right ones):\n- Send the floor plan — Priya — Thursday, 3 December 2026',
    );
    expect(hintsMessage([], 'id')).toBe('');
  });
});
