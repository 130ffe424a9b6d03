import type { SpeechEngine } from './speech.types.js';

/**
 * The page's own recogniser (Web Speech API): the server only learns that it exists. It receives text, not audio,
 * so it has neither `startLive` nor `transcribe` here.
 */
export function createBrowserEngine(): SpeechEngine {
  return {
    id: 'browser',
    async info() {
      return { id: 'browser', languages: ['id', 'en'], ready: true, live: true, file: false, runsIn: 'browser' };
    },
  };
}
