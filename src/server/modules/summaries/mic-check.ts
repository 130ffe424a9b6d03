import { MIN_MINUTES_CHARS, MIN_RECORDING_CHARS, type SummaryErrorCode } from '../../../shared/summary/errors.js';
import {
  SUMMARY_DEFAULTS,
  type GeneratedSummary,
  type MeetingInfo,
  type SummaryLanguage,
} from '../../../shared/summary/normalize.js';

/**
 * Mic-check detection (docs/product.md §5): a recording that only tests the microphone ("tes tes, satu dua tiga, cek
 * mic") gets a canned summary instead of minutes invented from nothing. Also the length rules of the two places a
 * summary is asked for, because they decide in which order a short mic check is refused or answered.
 */

// Words people say when testing a recorder, in both languages (with numbers and counting words).
const TEST_WORD =
  /^(?:tes|test|testing|tested|cek|check|checking|mic|mik|mike|mikrofon|microphone|halo|hallo|hello|hi|coba|dicoba|percobaan|satu|dua|tiga|empat|lima|enam|tujuh|delapan|sembilan|sepuluh|one|two|three|four|five|six|seven|eight|nine|ten|\d+|kedengaran|terdengar|dengar|hear|can|you|me|bisa|audio|suara|sound|rekam|rekaman|recording|record|ok|oke|okay|ya|yes|sekali|lagi|again|ini|this|is|a|sedang|kok|nggak|apa|aja|only|just)$/;
// At least one of these must be present: a test word proper, or counting.
const TEST_SIGNAL =
  /\b(?:tes|test|testing|cek|check|mic|mikrofon|microphone|percobaan)\b|\b(?:satu\W+dua\W+tiga|one\W+two\W+three|1\W*2\W*3)\b/i;

/** A transcript that is a mic check: short with test words, or nearly nothing but test words and counting. */
export function isMicCheck(text: string): boolean {
  const t = text.trim().toLowerCase();
  if (!t || !TEST_SIGNAL.test(t)) return false;
  if (t.length < MIN_RECORDING_CHARS) return true;
  const tokens = t.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (tokens.length > 80) return false;
  const testing = tokens.filter((w) => TEST_WORD.test(w)).length;
  return testing / tokens.length >= 0.6;
}

/** Where a summary is asked for: the minutes screen (docs/product.md §5: 20 characters) or the recording panel (50). */
export type SummaryPurpose = 'minutes' | 'recording';

export type TranscriptCheck = { kind: 'ok' } | { kind: 'mic-check' } | { kind: 'error'; code: SummaryErrorCode };

/**
 * What to do with a transcript before summarising it. A mic check gets the canned summary even when short
 * ("tes tes" is answered kindly), except below the minutes' 20 characters, where the spec's minutes screen
 * refuses first.
 */
export function checkTranscript(text: string, purpose: SummaryPurpose): TranscriptCheck {
  const length = text.trim().length;
  if (!length) return { kind: 'error', code: 'SUMMARY_EMPTY' };
  if (purpose === 'minutes' && length < MIN_MINUTES_CHARS)
    return { kind: 'error', code: 'SUMMARY_TRANSCRIPT_TOO_SHORT' };
  if (isMicCheck(text)) return { kind: 'mic-check' };
  if (purpose === 'recording' && length < MIN_RECORDING_CHARS) {
    return { kind: 'error', code: 'SUMMARY_RECORDING_TOO_SHORT' };
  }
  return { kind: 'ok' };
}

/**
 * The canned summary of a mic check (its generator stays 'canned-test': stored summaries carry it). Indonesian as
 * the spec has it; an English transcript gets the same in English, because summaries are written in the
 * transcript's language (docs/product.md §7).
 */
export function micCheckSummary(lang: SummaryLanguage, info: Partial<MeetingInfo> = {}): GeneratedSummary {
  const d = SUMMARY_DEFAULTS[lang];
  const id = lang === 'id';
  return {
    meetingInfo: {
      title: id ? 'Pengujian Audio/Transkrip' : 'Audio/Transcript Test',
      date: info.date ?? d.notMentioned,
      duration: info.duration ?? d.notMentioned,
      location: info.location ?? d.notMentioned,
    },
    summary: id
      ? 'Rekaman ini berisi pengujian audio atau transkrip (misalnya tes mikrofon atau hitungan), bukan pembicaraan rapat, sehingga tidak ada isi rapat yang dapat diringkas.'
      : 'This recording is an audio or transcript test (for example a microphone check or counting), not a meeting conversation, so there is no meeting content to summarise.',
    topics: [
      {
        title: id ? 'Pengujian audio' : 'Audio test',
        points: [id ? 'Pengujian mikrofon dan kualitas rekaman' : 'Microphone and recording quality check'],
      },
    ],
    actionItems: [],
    participants: [],
    language: lang,
    generator: 'canned-test',
  };
}
