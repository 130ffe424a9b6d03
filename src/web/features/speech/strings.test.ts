import { describe, expect, it } from 'vitest';
import { ENGINE_IDS, ENGINE_NOT_READY_CODES, MODEL_FAILURE_CODES } from '@shared/api/speech';
import en from '../../locales/en/speech.json';
import id from '../../locales/id/speech.json';

// Issue 10's words, and a text for every code the server sends: the screens never show a code itself.
describe('speech texts', () => {
  it("say the issue's words", () => {
    expect(id.notice.downloading).toMatch(/^Model ucapan sedang diunduh \(\{\{percent\}\} %\) …/);
    expect(en.notice.adviceSettings).toContain('Download it in Settings → Speech');
    expect(en.notice.adviceAdmin).toContain('Ask an administrator');
    expect(id.notice.adviceSettings).toContain('Pengaturan → Ucapan');
  });

  it('keep the link of the advice around its words (Trans treats <link> as an empty HTML element)', () => {
    for (const texts of [en, id]) expect(texts.notice.adviceSettings).toMatch(/^<settings>[^<]+<\/settings>/);
  });

  it('name every engine, state and download failure in both languages', () => {
    for (const texts of [en, id]) {
      for (const engine of ENGINE_IDS) expect(texts.engines[engine]).toBeTruthy();
      for (const code of MODEL_FAILURE_CODES) expect(texts.failure[code]).toBeTruthy();
      expect(Object.keys(texts.state)).toEqual(
        expect.arrayContaining([
          'ready',
          'downloading',
          'missing',
          'invalid',
          'failed',
          'notConfigured',
          'unavailable',
        ]),
      );
    }
    expect(ENGINE_NOT_READY_CODES).toHaveLength(6);
  });
});
