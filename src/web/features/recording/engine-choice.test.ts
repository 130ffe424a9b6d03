import { describe, expect, it } from 'vitest';
import type { Engines, EngineInfo } from '@shared/api/speech';
import { browserCanRecognise, chosenEngine, enginesFor } from './engine-choice';

const engine = (id: EngineInfo['id'], languages: EngineInfo['languages'], ready = true): EngineInfo => ({
  id,
  languages,
  ready,
  live: true,
  file: id !== 'browser',
  runsIn: id === 'browser' ? 'browser' : 'server',
});

const engines: Engines = {
  engines: [
    engine('whisper', ['id', 'en'], false),
    engine('pocketsphinx', ['en']),
    engine('api', ['id', 'en'], false),
    engine('browser', ['id', 'en']),
  ],
  defaults: { en: 'pocketsphinx', id: 'browser' },
};

describe('engine choice', () => {
  it('offers the ready engines that know the language, the default first', () => {
    expect(enginesFor(engines, 'en', true).map((e) => e.id)).toEqual(['pocketsphinx', 'browser']);
    expect(enginesFor(engines, 'id', true).map((e) => e.id)).toEqual(['browser']);
  });

  it('leaves out the browser engine where the browser cannot recognise speech', () => {
    expect(enginesFor(engines, 'en', false).map((e) => e.id)).toEqual(['pocketsphinx']);
    expect(enginesFor(engines, 'id', false)).toEqual([]);
  });

  it("keeps the user's pick while offered, else falls back to the default", () => {
    const en = enginesFor(engines, 'en', true);
    expect(chosenEngine(engines, en, 'en', 'browser')?.id).toBe('browser');
    expect(chosenEngine(engines, en, 'en', 'whisper')?.id).toBe('pocketsphinx');
    expect(chosenEngine(engines, en, 'en', null)?.id).toBe('pocketsphinx');
    // Nothing usable: the server's default still names the engine (audio is recorded without live text).
    expect(chosenEngine(engines, [], 'id', null)?.id).toBe('browser');
    expect(chosenEngine(undefined, [], 'id', null)).toBeNull();
  });

  it('detects the Web Speech API under either name', () => {
    expect(browserCanRecognise({ webkitSpeechRecognition: class {} })).toBe(true);
    expect(browserCanRecognise({ SpeechRecognition: class {} })).toBe(true);
    expect(browserCanRecognise({})).toBe(false);
  });
});
