import type { SummaryLanguage } from '../../../shared/summary/normalize.js';

// Very frequent words that exist in one language only: a few dozen of them decide a transcript's language.
const MARKERS: Record<SummaryLanguage, Set<string>> = {
  id: new Set(
    'yang dan di ini itu untuk dengan tidak kita saya akan ada ke dari juga sudah bisa ya kalau jadi tapi nanti harus perlu kami mereka dia apa sama atau karena sekarang belum lagi oke tolong'.split(
      ' ',
    ),
  ),
  en: new Set(
    'the and to of is that we i you it for will this be on have can are with our just so what they but need not was do about would should'.split(
      ' ',
    ),
  ),
};

/** Counts each language's marker words in the text (the first ~3000 words are plenty). */
function markerCounts(text: string): Record<SummaryLanguage, number> {
  const counts = { id: 0, en: 0 };
  const tokens = text.toLowerCase().match(/[a-z']+/g) ?? [];
  for (const t of tokens.slice(0, 3000)) {
    if (MARKERS.id.has(t)) counts.id++;
    if (MARKERS.en.has(t)) counts.en++;
  }
  return counts;
}

/** The language of a tag (id-ID, en-US, en-GB, id, en), or undefined for anything else. */
export function languageOfTag(tag: string | undefined): SummaryLanguage | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  if (base === 'en') return 'en';
  // Malay and Javanese transcripts are read with the Indonesian rules: the closest the summariser has.
  if (base === 'id' || base === 'in' || base === 'ms' || base === 'jv' || base === 'su') return 'id';
  return undefined;
}

/**
 * The language to summarise in. The tag decides, except when the text clearly says otherwise (the recorder's
 * default tag is id-ID, so an English meeting recorded without changing it is still English): at least 20 marker
 * words and three times as many of the other language. Without a usable tag the text decides; Indonesian on a tie.
 */
export function detectLanguage(tag: string | undefined, text: string): SummaryLanguage {
  const fromTag = languageOfTag(tag);
  const c = markerCounts(text);
  const fromText: SummaryLanguage = c.en > c.id ? 'en' : 'id';
  if (!fromTag) return fromText;
  const other = fromTag === 'id' ? 'en' : 'id';
  if (c[other] >= 20 && c[other] >= 3 * c[fromTag]) return other;
  return fromTag;
}
