import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  coresBetween,
  descendants,
  listProcesses,
  parseSmapsRollup,
  parseStat,
  processKind,
  sampleMemory,
  threadsNamed,
} from './proctree.js';

const stat = (pid: number, comm: string, ppid: number, utime: number, stime: number) =>
  `${pid} (${comm}) S ${ppid} ${pid} ${pid} 0 -1 4194560 100 0 0 0 ${utime} ${stime} 0 0 20 0 1 0 500 1000 50`;

const rollup = (rss: number, pss: number) =>
  `55d0c0000000-7ffd00000000 ---p 00000000 00:00 0                          [rollup]\n` +
  `Rss:              ${rss} kB\nPss:              ${pss} kB\nPss_Anon:          1000 kB\nShared_Clean:      200 kB\n`;

describe('the /proc readers of the bot benchmark', () => {
  const root = mkdtempSync(join(tmpdir(), 'notulen-proctree-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const proc = (pid: number, statText: string, smaps?: string) => {
    mkdirSync(join(root, String(pid)));
    writeFileSync(join(root, String(pid), 'stat'), statText);
    if (smaps !== undefined) writeFileSync(join(root, String(pid), 'smaps_rollup'), smaps);
  };
  // node (10) → chromium (11) → two renderers (12, 13) and a crashpad whose name has a space and a ')' (14);
  // an unrelated process (20) and a non-process entry.
  proc(10, stat(10, 'node', 1, 500, 100), rollup(90_000, 80_000));
  proc(11, stat(11, 'chromium', 10, 300, 50), rollup(200_000, 60_000));
  proc(12, stat(12, 'chromium', 11, 700, 70), rollup(150_000, 40_000));
  proc(13, stat(13, 'chromium', 11, 10, 1), rollup(120_000, 20_000));
  proc(14, stat(14, 'crash pad)x', 11, 1, 1));
  proc(20, stat(20, 'bash', 1, 5, 5), rollup(4_000, 2_000));
  mkdirSync(join(root, 'self'));

  it("picks a process's threads by their kernel name", () => {
    const task = join(root, '10', 'task');
    for (const [tid, comm, ticks] of [
      [10, 'node', 400],
      [31, 'notulen-speech', 70],
      [32, 'notulen-speech', 30],
      [33, 'libuv-worker', 9],
    ] as const) {
      mkdirSync(join(task, String(tid)), { recursive: true });
      writeFileSync(join(task, String(tid), 'stat'), stat(tid, comm, 1, ticks, 0));
    }
    expect(threadsNamed(10, 'notulen-speech', root).map((t) => [t.pid, t.ticks])).toEqual([
      [31, 70],
      [32, 30],
    ]);
    expect(threadsNamed(99, 'notulen-speech', root)).toEqual([]);
  });

  it('parses a stat line whose name holds spaces and parentheses', () => {
    expect(parseStat(stat(14, 'crash pad)x', 11, 1, 2))).toEqual({ pid: 14, comm: 'crash pad)x', ppid: 11, ticks: 3 });
    expect(parseStat('garbage')).toBeNull();
  });

  it('reads Pss and Rss from smaps_rollup, 0 when absent', () => {
    expect(parseSmapsRollup(rollup(1234, 567))).toEqual({ pssKb: 567, rssKb: 1234 });
    expect(parseSmapsRollup('')).toEqual({ pssKb: 0, rssKb: 0 });
  });

  it('walks the tree under a pid and sums its memory, skipping processes without smaps', () => {
    const all = listProcesses(root);
    expect(all.map((p) => p.pid).sort()).toEqual([10, 11, 12, 13, 14, 20]);
    const tree = descendants(all, 10);
    expect(tree.map((p) => p.pid)).toEqual([11, 12, 13, 14]);
    const mem = sampleMemory(tree, root);
    expect(mem.map((p) => p.pid)).toEqual([11, 12, 13]);
    expect(mem.reduce((s, p) => s + p.pssKb, 0)).toBe(120_000);
    expect(mem.reduce((s, p) => s + p.rssKb, 0)).toBe(470_000);
  });

  it('turns tick deltas into cores, counting new processes whole and ignoring gone ones', () => {
    const before = [
      { pid: 1, comm: 'a', ppid: 0, ticks: 100 },
      { pid: 2, comm: 'b', ppid: 0, ticks: 50 },
    ];
    const after = [
      { pid: 1, comm: 'a', ppid: 0, ticks: 150 },
      { pid: 3, comm: 'c', ppid: 0, ticks: 30 },
    ];
    expect(coresBetween(before, after, 2)).toBeCloseTo(0.4);
  });

  it("names Chromium's processes by their --type", () => {
    const cl = (...a: string[]) => ['/usr/lib/chromium/chromium', ...a].join('\0') + '\0';
    expect(processKind(cl('--headless', '--no-sandbox'), 'chromium')).toBe('browser');
    expect(processKind(cl('--type=renderer', '--lang=en-US'), 'chromium')).toBe('renderer');
    expect(processKind(cl('--type=zygote', '--no-zygote-sandbox'), 'chromium')).toBe('zygote');
    expect(
      processKind(cl('--type=utility', '--utility-sub-type=audio.mojom.AudioService', '--lang=en-US'), 'chromium'),
    ).toBe('utility:audio');
    expect(processKind(cl('--type=utility', '--utility-sub-type=network.mojom.NetworkService'), 'chromium')).toBe(
      'utility:network',
    );
    expect(processKind('/usr/lib/chromium/chromium --type=gpu-process --no-sandbox\0\0', 'chromium')).toBe(
      'gpu-process',
    );
    expect(processKind('', 'ffmpeg')).toBe('ffmpeg');
  });
});
