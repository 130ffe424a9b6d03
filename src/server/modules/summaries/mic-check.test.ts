import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.js';
import { micCheckSummary, checkTranscript, isMicCheck } from './mic-check.js';

describe('isMicCheck', () => {
  it.each([
    'tes tes',
    'Tes, satu dua tiga.',
    'cek cek, mic aman?',
    'Testing, one two three.',
    '1 2 3 test',
    'Halo halo, tes mikrofon, satu dua tiga empat lima, kedengaran nggak? Oke tes sekali lagi ya.',
    'Check check, testing the microphone, one two three four, can you hear me? Testing again.',
  ])('%s', (text) => expect(isMicCheck(text)).toBe(true));

  it.each([
    'Kita perlu menyelesaikan testing aplikasi sebelum rilis hari Jumat, lalu Andi akan menyiapkan catatan rilis dan Rina mengurus pengumuman.',
    'We need to finish testing the checkout flow by Friday, then Sarah will send the release notes to the whole team and the client.',
    'Rapat anggaran pemasaran kuartal pertama tahun depan.',
    '',
  ])('not: %s', (text) => expect(isMicCheck(text)).toBe(false));
});

describe('checkTranscript', () => {
  it('applies the minutes rule (20 characters) and the recording rule (50) with their codes', () => {
    expect(checkTranscript('   ', 'minutes')).toEqual({ kind: 'error', code: 'SUMMARY_EMPTY' });
    expect(checkTranscript('Rapat singkat.', 'minutes')).toEqual({
      kind: 'error',
      code: 'SUMMARY_TRANSCRIPT_TOO_SHORT',
    });
    expect(checkTranscript('Rapat singkat soal anggaran.', 'minutes')).toEqual({ kind: 'ok' });
    expect(checkTranscript('Rapat singkat soal anggaran.', 'recording')).toEqual({
      kind: 'error',
      code: 'SUMMARY_RECORDING_TOO_SHORT',
    });
  });

  it('answers a short mic check kindly instead of refusing it', () => {
    expect(checkTranscript('tes tes satu dua tiga', 'recording')).toEqual({ kind: 'mic-check' });
    expect(checkTranscript('tes tes satu dua tiga', 'minutes')).toEqual({ kind: 'mic-check' });
    expect(checkTranscript('tes', 'minutes')).toEqual({ kind: 'error', code: 'SUMMARY_TRANSCRIPT_TOO_SHORT' });
  });
});

describe('micCheckSummary', () => {
  it('is the spec’s "Pengujian Audio/Transkrip" in Indonesian, and its English equivalent', () => {
    const idSummary = micCheckSummary('id', { date: 'Selasa, 24 November 2026' });
    expect(idSummary.meetingInfo).toMatchObject({
      title: 'Pengujian Audio/Transkrip',
      date: 'Selasa, 24 November 2026',
    });
    expect(idSummary.generator).toBe('canned-test');
    expect(idSummary.actionItems).toEqual([]);
    expect(micCheckSummary('en').meetingInfo.title).toBe('Audio/Transcript Test');
  });
});

describe('detectLanguage', () => {
  const english =
    'We need to send the report to the client and we will review it with the team on Friday so that it is ready for the launch, and I think that is all for this week.';
  it('follows the tag, unless the text is clearly the other language', () => {
    expect(detectLanguage('en-US', 'Kita rapat dulu.')).toBe('en');
    expect(detectLanguage('id-ID', 'Kita akan kirim laporan itu besok ya.')).toBe('id');
    expect(detectLanguage('id-ID', `${english} ${english}`)).toBe('en');
    expect(detectLanguage(undefined, english)).toBe('en');
    expect(detectLanguage('ms-MY', 'Apa khabar')).toBe('id');
    expect(detectLanguage(undefined, 'halo')).toBe('id');
  });
});
