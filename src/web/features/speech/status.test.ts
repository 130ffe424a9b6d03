import { describe, expect, it } from 'vitest';
import type { EngineInfo, Engines, WhisperModel } from '@shared/api/speech';
import {
  AUTO,
  defaultEngineOptions,
  downloadPollInterval,
  engineState,
  fileEnginesFor,
  fileLangOf,
  fileReadiness,
  formatBytes,
  modelActions,
  percentOf,
  readinessNotice,
} from './status';

const engine = (id: EngineInfo['id'], over: Partial<EngineInfo> = {}): EngineInfo => ({
  id,
  languages: id === 'pocketsphinx' ? ['en'] : ['id', 'en'],
  ready: true,
  live: true,
  file: id !== 'browser',
  runsIn: id === 'browser' ? 'browser' : 'server',
  ...over,
});

const model = (name: WhisperModel['name'], over: Partial<WhisperModel> = {}): WhisperModel => ({
  name,
  bytes: 75_000_000,
  state: 'not-installed',
  active: false,
  ...over,
});

const whisperDownloading = engine('whisper', { ready: false, notReady: 'MODEL_DOWNLOADING', progress: 0.437 });

function setup(whisper: EngineInfo, extra: Partial<Engines> = {}): Engines {
  return {
    engines: [
      whisper,
      engine('pocketsphinx'),
      engine('api', { ready: false, notReady: 'NOT_CONFIGURED' }),
      engine('browser'),
    ],
    defaults: { id: 'browser', en: 'pocketsphinx' },
    ...extra,
  };
}

describe('engine state', () => {
  it('follows notReady, with the download in whole percent (never 100 early)', () => {
    expect(engineState(engine('whisper'))).toEqual({ kind: 'ready' });
    expect(engineState(whisperDownloading)).toEqual({ kind: 'downloading', percent: 43 });
    expect(engineState({ ready: false, notReady: 'MODEL_DOWNLOADING' })).toEqual({
      kind: 'downloading',
      percent: null,
    });
    expect(engineState({ ready: false, notReady: 'MODEL_MISSING' }).kind).toBe('missing');
    expect(engineState({ ready: false, notReady: 'MODEL_INVALID' }).kind).toBe('invalid');
    expect(engineState({ ready: false, notReady: 'DOWNLOAD_FAILED' }).kind).toBe('failed');
    expect(engineState({ ready: false, notReady: 'NOT_CONFIGURED' }).kind).toBe('notConfigured');
    expect(engineState({ ready: false }).kind).toBe('unavailable');
    expect(percentOf(0.999)).toBe(99);
    expect(percentOf(1)).toBe(100);
    expect(percentOf(undefined)).toBeNull();
  });

  it('polls every 2 s only while an engine or a model downloads', () => {
    expect(downloadPollInterval(undefined)).toBe(false);
    expect(downloadPollInterval(setup(engine('whisper')))).toBe(false);
    expect(downloadPollInterval(setup(whisperDownloading))).toBe(2000);
    const adminOnly = setup(engine('whisper'), {
      admin: {
        models: [model('tiny', { state: 'installed', active: true }), model('small', { state: 'downloading' })],
        chosenDefaults: { id: null, en: null },
        whisperModel: 'tiny',
      },
    });
    expect(downloadPollInterval(adminOnly)).toBe(2000);
  });
});

describe('file readiness per language', () => {
  it('names the default engine when it transcribes files, else another ready one', () => {
    const engines = setup(engine('whisper'), { defaults: { id: 'whisper', en: 'pocketsphinx' } });
    expect(fileReadiness(engines, 'id')).toEqual({ kind: 'ready', engine: 'whisper' });
    expect(fileReadiness(engines, 'en')).toEqual({ kind: 'ready', engine: 'pocketsphinx' });
    // The browser is the default for Indonesian, but it cannot transcribe a file: Whisper does.
    expect(fileReadiness(setup(engine('whisper')), 'id')).toEqual({ kind: 'ready', engine: 'whisper' });
    expect(fileEnginesFor(engines, 'en').map((e) => e.id)).toEqual(['whisper', 'pocketsphinx']);
  });

  it('explains a language without a ready engine: downloading, failed, missing, none', () => {
    expect(fileReadiness(setup(whisperDownloading), 'id')).toEqual({
      kind: 'downloading',
      engine: 'whisper',
      percent: 43,
    });
    // English still works through PocketSphinx meanwhile.
    expect(fileReadiness(setup(whisperDownloading), 'en').kind).toBe('ready');
    expect(fileReadiness(setup(engine('whisper', { ready: false, notReady: 'MODEL_MISSING' })), 'id')).toEqual({
      kind: 'missing',
      engine: 'whisper',
    });
    expect(fileReadiness(setup(engine('whisper', { ready: false, notReady: 'MODEL_INVALID' })), 'id')).toMatchObject({
      kind: 'failed',
      cause: 'invalid',
    });
    const failed = setup(engine('whisper', { ready: false, notReady: 'DOWNLOAD_FAILED' }));
    expect(fileReadiness(failed, 'id')).toEqual({
      kind: 'failed',
      engine: 'whisper',
      cause: 'download',
      failure: null,
    });
    const failedAdmin = {
      ...failed,
      admin: {
        models: [model('base', { state: 'failed', failure: { code: 'CHECKSUM' as const, reason: 'sha256 differs' } })],
        chosenDefaults: { id: null, en: null },
        whisperModel: 'base' as const,
      },
    };
    expect(fileReadiness(failedAdmin, 'id')).toMatchObject({ kind: 'failed', failure: 'CHECKSUM' });
    // Every user learns why (the code, not the operator's text): a server without network says so.
    const offline = setup(engine('whisper', { ready: false, notReady: 'DOWNLOAD_FAILED', failure: 'OFFLINE' }));
    expect(fileReadiness(offline, 'id')).toMatchObject({ kind: 'failed', failure: 'OFFLINE' });
    expect(readinessNotice(fileReadiness(offline, 'id'), false)).toMatchObject({
      reason: 'OFFLINE',
      advice: 'askAdmin',
    });
    const noWhisper: Engines = {
      engines: [engine('pocketsphinx'), engine('api', { ready: false, notReady: 'NOT_CONFIGURED' }), engine('browser')],
      defaults: { id: 'browser', en: 'pocketsphinx' },
    };
    expect(fileReadiness(noWhisper, 'id')).toEqual({ kind: 'none' });
  });

  it('prefers the hopeful reason when several engines could do it', () => {
    const engines: Engines = {
      engines: [
        engine('whisper', { ready: false, notReady: 'MODEL_MISSING' }),
        engine('api', { ready: false, notReady: 'MODEL_DOWNLOADING', progress: 0.1 }),
      ],
      defaults: { id: null, en: null },
    };
    expect(fileReadiness(engines, 'id')).toMatchObject({ kind: 'downloading', engine: 'api', percent: 10 });
  });
});

describe('readiness notice', () => {
  it('sends admins to Settings → Speech and tells others to ask an administrator', () => {
    const missing = { kind: 'missing', engine: 'whisper' } as const;
    expect(readinessNotice(missing, true)).toMatchObject({ key: 'missing', advice: 'settings', tone: 'warning' });
    expect(readinessNotice(missing, false)).toMatchObject({ key: 'missing', advice: 'askAdmin' });
    expect(readinessNotice({ kind: 'none' }, false)).toMatchObject({ key: 'none', advice: 'askAdmin' });
  });

  it('shows progress without advice while downloading, the reason when failed', () => {
    expect(readinessNotice({ kind: 'downloading', engine: 'whisper', percent: 43 }, true)).toMatchObject({
      key: 'downloading',
      percent: 43,
      advice: null,
      tone: 'progress',
    });
    expect(readinessNotice({ kind: 'downloading', engine: 'whisper', percent: null }, false).key).toBe(
      'downloadingNoPercent',
    );
    expect(
      readinessNotice({ kind: 'failed', engine: 'whisper', cause: 'download', failure: 'OFFLINE' }, true),
    ).toMatchObject({ key: 'failed', reason: 'OFFLINE', advice: 'settings' });
    expect(
      readinessNotice({ kind: 'failed', engine: 'whisper', cause: 'download', failure: null }, false),
    ).toMatchObject({ key: 'failed', reason: 'unknown', advice: 'askAdmin' });
    expect(readinessNotice({ kind: 'ready', engine: 'whisper' }, false)).toMatchObject({ tone: 'info', key: 'ready' });
  });
});

describe('admin choices', () => {
  it('offers Automatic and the engines ready for the language; a chosen engine no longer ready stays, marked', () => {
    const engines = setup(whisperDownloading, {
      admin: { models: [], chosenDefaults: { id: 'whisper', en: null }, whisperModel: 'base' },
    });
    expect(defaultEngineOptions(engines, 'en')).toEqual([
      { value: AUTO, ready: true },
      { value: 'pocketsphinx', ready: true },
      { value: 'browser', ready: true },
    ]);
    expect(defaultEngineOptions(engines, 'id')).toEqual([
      { value: AUTO, ready: true },
      { value: 'whisper', ready: false },
      { value: 'browser', ready: true },
    ]);
  });

  it('allows download when absent or failed, delete when installed, activation of an installed inactive one, stopping a download', () => {
    expect(modelActions(model('tiny'))).toEqual({ download: true, remove: false, activate: false, cancel: false });
    expect(modelActions(model('tiny', { state: 'failed' })).download).toBe(true);
    expect(modelActions(model('tiny', { state: 'downloading' }))).toEqual({
      download: false,
      remove: false,
      activate: false,
      cancel: true,
    });
    expect(modelActions(model('tiny', { state: 'installed' }))).toEqual({
      download: false,
      remove: true,
      activate: true,
      cancel: false,
    });
    expect(modelActions(model('tiny', { state: 'installed', active: true })).activate).toBe(false);
  });

  it('formats sizes in decimal units in the reader’s language', () => {
    expect(formatBytes(77_691_713, 'en')).toBe('78 MB');
    expect(formatBytes(1_624_555_275, 'en')).toBe('1.6 GB');
    expect(formatBytes(1_624_555_275, 'id')).toBe('1,6 GB');
    expect(formatBytes(512, 'en')).toBe('512 B');
  });

  it('maps language tags to the two file languages', () => {
    expect(fileLangOf('id')).toBe('id-ID');
    expect(fileLangOf('en-GB')).toBe('en-US');
    expect(fileLangOf('fr-FR')).toBeNull();
    expect(fileLangOf(undefined)).toBeNull();
  });
});
