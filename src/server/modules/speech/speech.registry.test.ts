import { describe, expect, it } from 'vitest';
import { createSpeechRegistry } from './speech.registry.js';
import type { SpeechChoices } from './speech.repo.js';
import type { EngineId, SpeechEngine, SpeechLanguage } from './speech.types.js';

const log = { info() {}, warn() {}, error() {} };

function fake(id: EngineId, ready: boolean, languages: SpeechLanguage[] = ['id', 'en']): SpeechEngine {
  return {
    id,
    async info() {
      return {
        id,
        languages,
        ready,
        live: true,
        file: id !== 'browser',
        runsIn: id === 'browser' ? 'browser' : 'server',
      };
    },
  };
}

const registry = (engines: SpeechEngine[], engine?: EngineId, chosen?: Partial<SpeechChoices['defaults']>) =>
  createSpeechRegistry({
    config: { dataDir: '/nowhere', stt: { engine } as never },
    log,
    engines,
    ...(chosen
      ? { choices: { get: async () => ({ defaults: { id: null, en: null, ...chosen }, whisperModel: null }) } }
      : {}),
  });

describe('speech registry', () => {
  const all = (w: boolean, a: boolean, p: boolean) => [
    fake('whisper', w),
    fake('pocketsphinx', p, ['en']),
    fake('api', a),
    fake('browser', true),
  ];

  it('prefers whisper, then the API, then pocketsphinx, then the browser', async () => {
    expect(await registry(all(true, true, true)).defaults()).toEqual({ id: 'whisper', en: 'whisper' });
    expect(await registry(all(false, true, true)).defaults()).toEqual({ id: 'api', en: 'api' });
    expect(await registry(all(false, false, true)).defaults()).toEqual({ id: 'browser', en: 'pocketsphinx' });
    expect((await registry(all(false, false, false)).pick('en')).id).toBe('browser');
  });

  it('takes STT_ENGINE first when it is ready and has the language', async () => {
    const r = registry(all(true, true, true), 'pocketsphinx');
    expect(await r.defaults()).toEqual({ id: 'whisper', en: 'pocketsphinx' });
    expect((await r.pick('en')).id).toBe('pocketsphinx');
    // Configured but not ready: the best ready one instead of a dead end.
    expect((await registry(all(false, true, true), 'whisper').pick('id')).id).toBe('api');
  });

  it("takes the admin's choice first, when it is ready for the language", async () => {
    // Over STT_ENGINE and the preference order.
    const r = registry(all(true, true, true), 'pocketsphinx', { id: 'api', en: 'browser' });
    expect(await r.defaults()).toEqual({ id: 'api', en: 'browser' });
    expect((await r.pick('en')).id).toBe('browser');
    expect(await r.overview()).toMatchObject({ defaults: { id: 'api', en: 'browser' } });
    // Chosen but not ready: STT_ENGINE, then the preference order (whisper first; pocketsphinx for English last).
    expect(await registry(all(true, false, true), 'pocketsphinx', { id: 'api', en: 'api' }).defaults()).toEqual({
      id: 'whisper',
      en: 'pocketsphinx',
    });
    expect(await registry(all(false, false, true), undefined, { id: 'whisper', en: 'whisper' }).defaults()).toEqual({
      id: 'browser',
      en: 'pocketsphinx',
    });
    // A choice without the language is passed over.
    expect((await registry(all(true, true, true), undefined, { id: 'pocketsphinx' }).defaults()).id).toBe('whisper');
  });

  it('gives the requested engine or a precise error', async () => {
    const r = registry(all(false, true, true));
    expect((await r.pick('en', 'pocketsphinx')).id).toBe('pocketsphinx');
    await expect(r.pick('id', 'pocketsphinx')).rejects.toMatchObject({
      code: 'SPEECH_LANGUAGE_UNSUPPORTED',
      status: 400,
    });
    await expect(r.pick('en', 'whisper')).rejects.toMatchObject({ code: 'SPEECH_ENGINE_UNAVAILABLE', status: 409 });
    await expect(r.pick('en', 'nonsense' as EngineId)).rejects.toMatchObject({
      code: 'SPEECH_ENGINE_UNKNOWN',
      status: 400,
    });
  });

  it('lists every engine in a stable order and says none when nothing fits', async () => {
    const r = registry([fake('pocketsphinx', true, ['en']), fake('whisper', false)]);
    expect((await r.list()).map((e) => e.id)).toEqual(['whisper', 'pocketsphinx']);
    expect(await r.defaults()).toEqual({ id: null, en: 'pocketsphinx' });
    await expect(r.pick('id')).rejects.toMatchObject({ code: 'SPEECH_ENGINE_UNAVAILABLE', status: 409 });
  });

  it('closes every engine even when one fails', async () => {
    const closed: string[] = [];
    const e = (id: EngineId, fail = false): SpeechEngine => ({
      ...fake(id, true),
      async close() {
        closed.push(id);
        if (fail) throw new Error('boom');
      },
    });
    await registry([e('whisper', true), e('api')]).close();
    expect(closed.sort()).toEqual(['api', 'whisper']);
  });
});
