import { describe, expect, it } from 'vitest';
import enSummary from '../../locales/en/summary.json';
import idSummary from '../../locales/id/summary.json';
import enTranscriptions from '../../locales/en/transcriptions.json';
import idTranscriptions from '../../locales/id/transcriptions.json';

// The strings of docs/product.md §2 (Summary display component, detail screens) and §8 (Detail screens) appear
// verbatim in the locale of their language (docs/product.md, introduction); the other language has its own translation.
describe('spec strings of the transcription screens', () => {
  it('are verbatim in English', () => {
    expect(enSummary.empty).toEqual({
      none: 'No summary available yet. Generate a summary to see results here.',
      topics: 'No topics available',
      actionItems: 'No action items available',
      content: 'No summary content available',
    });
    expect(enSummary.sections).toMatchObject({
      summary: 'Summary',
      topics: 'Topics Discussed',
      actionItems: 'Action Items',
    });
    expect(enTranscriptions.detail).toMatchObject({
      noId: 'No transcription ID provided',
      notFound: 'Transcription not found',
      notFoundBody: 'The requested transcription could not be found.',
      loadFailed: 'Failed to load transcription',
      loadFailedReason: 'Failed to load transcription: {{reason}}',
      forbidden: 'You do not have permission to view this transcription',
      summaryTab: 'Summary',
      transcriptTab: 'Full Transcript',
    });
    expect(enTranscriptions.copy.copied).toBe('Copied');
  });

  it('are verbatim in Indonesian', () => {
    expect(idSummary.unavailable.title).toBe('Ringkasan Tidak Tersedia');
    expect(idTranscriptions.list.title).toBe('Transkripsi');
    expect(idTranscriptions.list.emptyBody).toContain('Rekam Manual');
  });

  it('are translated, not copied, in the other language', () => {
    expect(idSummary.empty.none).not.toBe(enSummary.empty.none);
    expect(idTranscriptions.detail.notFound).not.toBe(enTranscriptions.detail.notFound);
    expect(enSummary.unavailable.title).not.toBe(idSummary.unavailable.title);
  });
});
