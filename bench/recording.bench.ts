import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { ChunkResult, FinishResult } from '../src/shared/api/recordings.js';
import type { Segment, Transcription } from '../src/shared/api/transcriptions.js';
import { ffmpegPath } from '../src/server/platform/media/ffmpeg.js';
import { TMP_DIR } from '../src/server/test/paths.js';
import { ensureBuilt } from './lib/build.js';
import { makeTempDir, removeTempDir, startHealthy, type ServerProcess } from './lib/proc.js';
import { ms, percentile, type Bench, type Metric } from './lib/report.js';
import { generateTranscripts } from './lib/transcripts.js';
import { seedBenchUser, signIn } from './lib/user.js';

/** Issue 9 item 3 ("Instant Stop"): Stop → saved within 2 s at the 95th percentile, whatever the length and engine. */
const GOAL_P95_MS = 2_000;
/**
 * Recordings measured per length. Each one's chunks are uploaded first (not measured); uploading 3,600 chunks takes
 * ~50 s on 2 busy cores, so the 60-minute case has fewer samples, and its p95 is its max
 * (BENCH_RECORDING_SAMPLES_10 / BENCH_RECORDING_SAMPLES_60 change the counts).
 */
const LENGTHS = [
  { label: '10 min', seconds: 600, samplesEnv: 'BENCH_RECORDING_SAMPLES_10', samples: 5 },
  { label: '60 min', seconds: 3_600, samplesEnv: 'BENCH_RECORDING_SAMPLES_60', samples: 2 },
] as const;
/** Chunk uploads in flight at once (a page uploads its backlog after a reconnect like this). */
const UPLOAD_CONCURRENCY = 8;
/** Indonesian with the browser engine: no live engine is needed, and no server engine here transcribes it. */
const LANGUAGE = 'id';
const ENGINE = 'browser';
const BITRATE = '32k';
const READY_TIMEOUT_MS = 120_000;
/** What the recordings say, looped (espeak-ng, Indonesian voice); a sine tone when espeak-ng is missing. */
const SPEECH =
  'Selamat pagi semuanya. Jadi hari ini kita akan membahas anggaran kuartal depan dan rencana kerja tim pemasaran. ' +
  'Menurut saya laporan penjualan perlu diperiksa sebelum akhir bulan. Budi akan menyiapkan proposal proyek ' +
  'bersama tim terkait, dan kita bertemu lagi pada rapat berikutnya.';

const intFromEnv = (name: string, fallback: number) => {
  const n = Number(process.env[name] || fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
  return n;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const sec = (msValue: number) => `${(msValue / 1000).toFixed(1)} s`;

/**
 * One WebM/Opus stream of `seconds`, as a MediaRecorder writes it (live: no cues, no duration in the header, so the
 * worker measures it by reading it through): a short passage encoded once, then repeated packet by packet (encoding an
 * hour of Opus with this ffmpeg takes minutes). Cached under .tmp/ by its parameters.
 */
function recordingWebm(seconds: number, log: (m: string) => void): { bytes: Buffer; voice: string } {
  const dir = join(TMP_DIR, 'bench-recording');
  mkdirSync(dir, { recursive: true });
  const speech = spawnSync('espeak-ng', ['--version'], { stdio: 'ignore' }).status === 0;
  const voice = speech ? `espeak-ng -v ${LANGUAGE}` : 'sine 440 Hz';
  const path = join(dir, `${speech ? 'speech-id' : 'sine'}-${BITRATE}-${seconds}s.webm`);
  if (!existsSync(path)) {
    log(`recording: generating ${seconds} s of WebM/Opus (${voice}, ${BITRATE}bit/s mono) in ${dir}`);
    const scratch = join(dir, `tmp-${process.pid}`);
    mkdirSync(scratch, { recursive: true });
    try {
      const ff = (args: string[]) => execFileSync(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
      const wav = join(scratch, 'passage.wav');
      if (speech) execFileSync('espeak-ng', ['-v', LANGUAGE, '-s', '150', '-w', wav, SPEECH]);
      else ff(['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=20', wav]);
      const passage = join(scratch, 'passage.webm');
      ff(['-i', wav, '-ac', '1', '-ar', '48000', '-c:a', 'libopus', '-b:a', BITRATE, '-f', 'webm', passage]);
      const long = join(scratch, 'long.webm');
      ff(['-stream_loop', '-1', '-i', passage, '-t', String(seconds), '-c', 'copy', '-live', '1', '-f', 'webm', long]);
      renameSync(long, path);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  return { bytes: readFileSync(path), voice };
}

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/**
 * Cuts one stream into `n` consecutive pieces of about equal size (timeslice chunks align with nothing). A piece
 * other than the first must not begin with the EBML magic, or the server would take it for a restarted recorder.
 */
function cut(bytes: Buffer, n: number): Buffer[] {
  const pieces: Buffer[] = [];
  let at = 0;
  for (let i = 0; i < n; i++) {
    let end = i === n - 1 ? bytes.length : Math.round((bytes.length * (i + 1)) / n);
    while (end < bytes.length && bytes.subarray(end, end + 4).equals(EBML_MAGIC)) end++;
    pieces.push(bytes.subarray(at, end));
    at = end;
  }
  return pieces;
}

/** The browser engine's final segments for `seconds` of Indonesian meeting, back to back. */
function liveSegments(seconds: number): Segment[] {
  const pool = generateTranscripts(60, 80, 9)
    .filter((t) => t.language === 'id-ID')
    .flatMap((t) => t.segments);
  const out: Segment[] = [];
  let t = 0.5;
  for (const s of pool) {
    const length = s.end - s.start;
    if (t + length > seconds) break;
    out.push({ ...s, start: Math.round(t * 100) / 100, end: Math.round((t + length) * 100) / 100 });
    t += length + 0.4;
  }
  return out;
}

async function call<T>(server: ServerProcess, cookie: string, method: string, path: string, body?: unknown) {
  const raw = Buffer.isBuffer(body);
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': raw ? 'audio/webm' : 'application/json' }) },
    body: body === undefined ? undefined : raw ? new Uint8Array(body) : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}\n${server.logTail()}`);
  return JSON.parse(text) as T;
}

/** Creates a recording, uploads its chunks (UPLOAD_CONCURRENCY at a time) and its live text; returns its id. */
async function record(server: ServerProcess, cookie: string, chunks: Buffer[], segments: Segment[]) {
  const id = randomUUID();
  await call(server, cookie, 'PUT', `/api/recordings/${id}`, { language: LANGUAGE, engine: ENGINE });
  let next = 0;
  const uploader = async () => {
    while (next < chunks.length) {
      const seq = next++;
      const r = await call<ChunkResult>(server, cookie, 'PUT', `/api/recordings/${id}/chunks/${seq}`, chunks[seq]);
      if (!r.stored) throw new Error(`chunk ${seq} of ${id} was not stored`);
    }
  };
  await Promise.all(Array.from({ length: UPLOAD_CONCURRENCY }, uploader));
  await call(server, cookie, 'PUT', `/api/recordings/${id}/segments`, { segments });
  return id;
}

/** Stop: the finish request's wall time, then the time until the worker has made the transcription ready. */
async function stop(server: ServerProcess, cookie: string, id: string, chunks: number, seconds: number) {
  const t0 = performance.now();
  const result = await call<FinishResult>(server, cookie, 'POST', `/api/recordings/${id}/finish`, {
    title: `Rekaman bench ${Math.round(seconds / 60)} menit`,
    chunks,
    durationSeconds: seconds,
  });
  const finishMs = performance.now() - t0;
  if (!result.audioSaved || result.missing.length || !result.text.trim()) {
    throw new Error(`finish of ${id}: ${JSON.stringify({ ...result, text: result.text.slice(0, 80), segments: [] })}`);
  }
  for (;;) {
    const tr = await call<Transcription>(server, cookie, 'GET', `/api/transcriptions/${result.transcriptionId}`);
    if (tr.status !== 'pending' && tr.status !== 'processing') {
      if (tr.status !== 'ready' || !tr.audio) throw new Error(`transcription ${tr.id} ended ${tr.status}, ${tr.error}`);
      return { finishMs, readyMs: performance.now() - t0, transcription: tr };
    }
    if (performance.now() - t0 > READY_TIMEOUT_MS) throw new Error(`transcription ${tr.id} still ${tr.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Stop → saved latency of a manual recording against the built server (PGlite, the default engines): each recording
 * of 10 or 60 minutes is a real WebM/Opus stream cut into one-second chunks, uploaded beforehand with its browser
 * engine's live text; what is timed is `POST /api/recordings/:id/finish` (claim, end live sessions, save the live
 * text as a `processing` transcription, queue `recording.finish`). Then, not budgeted, the time from Stop until the
 * worker has assembled the chunks, stored and measured the audio, and the transcription is `ready` (polled every
 * 50 ms). One recording at a time: no worker job of the previous one runs during a finish. A 30-second recording
 * goes through the whole flow first, uncounted, to warm the server up.
 */
const bench: Bench = async ({ root, log }) => {
  ensureBuilt(root, 'server', log);
  const out: Metric[] = [];
  const dir = makeTempDir('recording');
  const dataDir = join(dir, 'data');
  let stopServer: (() => Promise<void>) | undefined;
  try {
    const fixtures = LENGTHS.map((l) => ({
      ...l,
      samples: intFromEnv(l.samplesEnv, l.samples),
      ...recordingWebm(l.seconds, log),
    }));
    mkdirSync(dataDir, { recursive: true });
    await seedBenchUser(dataDir);
    const { server } = await startHealthy(root, dataDir);
    stopServer = () => server.stop();
    const cookie = await signIn(server.url);

    log('recording: warm-up, one 30 s recording through the whole flow');
    const warm = cut(fixtures[0]!.bytes, fixtures[0]!.seconds).slice(0, 30);
    await stop(server, cookie, await record(server, cookie, warm, liveSegments(30)), warm.length, 30);

    for (const f of fixtures) {
      const chunks = cut(f.bytes, f.seconds);
      const segments = liveSegments(f.seconds);
      const finish: number[] = [];
      const ready: number[] = [];
      const uploadMs: number[] = [];
      let last: Transcription | undefined;
      for (let i = 0; i < f.samples; i++) {
        log(`recording: ${f.label} #${i + 1}/${f.samples}: uploading ${chunks.length} chunks`);
        const u0 = performance.now();
        const id = await record(server, cookie, chunks, segments);
        uploadMs.push(performance.now() - u0);
        const r = await stop(server, cookie, id, chunks.length, f.seconds);
        log(
          `recording: ${f.label} #${i + 1}: uploaded in ${sec(uploadMs.at(-1)!)}, finish ${ms(r.finishMs)}, ` +
            `ready after ${sec(r.readyMs)}`,
        );
        finish.push(r.finishMs);
        ready.push(r.readyMs);
        last = r.transcription;
      }
      const load = loadavg()[0]!.toFixed(2);
      const p95 = percentile(finish, 95);
      const what = `${f.samples} recordings × ${chunks.length} chunks (~${(f.bytes.length / chunks.length / 1024).toFixed(1)} KB), ${segments.length} live segments; engine ${ENGINE}, language ${LANGUAGE}`;
      const pass = !last!.error
        ? 'the final pass ran'
        : last!.error === 'SPEECH_ENGINE_UNAVAILABLE'
          ? `no final pass (no server engine for ${LANGUAGE}: ${last!.error}), live text kept`
          : `final pass failed (${last!.error}), live text kept`;
      const m = (metric: string, value: string, extra: Partial<Metric> = {}): Metric => ({
        bench: 'recording',
        metric: `${f.label}: ${metric}`,
        value,
        ...extra,
      });
      out.push(
        m('Stop → saved (finish request) p50', ms(percentile(finish, 50)), { detail: what }),
        m('Stop → saved (finish request) p95', ms(p95), {
          status: p95 <= GOAL_P95_MS ? 'PASS' : 'OVER',
          detail:
            `goal ≤ ${GOAL_P95_MS} ms (issue 9 item 3); ${f.samples} samples${f.samples < 20 ? ', so p95 is the max' : ''}` +
            `${f.seconds > 600 ? ' (few: each needs 3,600 chunk uploads first)' : ''}; load ${load} after`,
        }),
        m('Stop → saved (finish request) max', ms(Math.max(...finish))),
        m('Stop → ready with audio p50 / max', `${sec(percentile(ready, 50))} / ${sec(Math.max(...ready))}`, {
          detail: `not budgeted: worker job pickup, assemble, store, measure (reads the WebM through); ${pass}`,
        }),
        m('assembled audio', mb(last!.audio!.size), {
          detail: `${last!.audio!.mimeType}, measured ${last!.durationSeconds.toFixed(1)} s; ${f.voice}, Opus ${BITRATE}bit/s mono`,
        }),
        m('chunk upload (not measured by the goal)', `${sec(percentile(uploadMs, 50))} p50`, {
          detail: `${chunks.length} PUTs, ${UPLOAD_CONCURRENCY} in flight, ${Math.round(chunks.length / (percentile(uploadMs, 50) / 1000))} chunks/s`,
        }),
      );
    }
  } finally {
    await stopServer?.();
    removeTempDir(dir);
  }
  return out;
};

export default bench;
