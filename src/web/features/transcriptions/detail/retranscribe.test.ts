import { describe, expect, it } from 'vitest';
import type { EngineInfo, Engines } from '@shared/api/speech';
import { canSubmit, effectiveEngine, engineChoices, retranscribeBody } from './retranscribe';

const engine = (id: EngineInfo['id'], languages: EngineInfo['languages'], over: Partial<EngineInfo> = {}) =>
  ({
    id,
    languages,
    ready: true,
    live: true,
    file: id !== 'browser',
    runsIn: id === 'browser' ? 'browser' : 'server',
    ...over,
  }) satisfies EngineInfo;

const engines: Engines = {
  engines: [
    engine('whisper', ['id', 'en'], { ready: false, notReady: 'MODEL_DOWNLOADING', progress: 0.2 }),
    engine('pocketsphinx', ['en']),
    engine('api', ['id', 'en'], { file: true, live: false }),
    engine('browser', ['id', 'en']),
  ],
  defaults: { id: 'api', en: 'pocketsphinx' },
};

describe('transcribe again', () => {
  it('offers Automatic and the ready file engines of the language (never the browser)', () => {
    expect(engineChoices(engines, 'en-US')).toEqual(['auto', 'pocketsphinx', 'api']);
    expect(engineChoices(engines, 'id-ID')).toEqual(['auto', 'api']);
    expect(engineChoices(undefined, 'id-ID')).toEqual(['auto']);
  });

  it('drops a pick the new language does not offer', () => {
    expect(effectiveEngine(['auto', 'api'], 'pocketsphinx')).toBe('auto');
    expect(effectiveEngine(['auto', 'api'], 'api')).toBe('api');
  });

  it('sends only what changes', () => {
    expect(retranscribeBody('id-ID', 'id-ID', 'auto')).toEqual({});
    expect(retranscribeBody('id-ID', 'en-US', 'auto')).toEqual({ language: 'en-US' });
    expect(retranscribeBody('en-GB', 'en-US', 'pocketsphinx')).toEqual({ engine: 'pocketsphinx' });
    expect(retranscribeBody('id', 'en-US', 'api')).toEqual({ language: 'en-US', engine: 'api' });
  });

  it('refuses Automatic when nothing is ready for the language, unless the engines are unknown', () => {
    const none: Engines = { engines: [engines.engines[0]!], defaults: { id: null, en: null } };
    expect(canSubmit(none, engineChoices(none, 'id-ID'), 'auto')).toBe(false);
    expect(canSubmit(engines, engineChoices(engines, 'id-ID'), 'auto')).toBe(true);
    expect(canSubmit(undefined, ['auto'], 'auto')).toBe(true);
  });
});
