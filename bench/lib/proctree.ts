import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A process tree's CPU and memory from /proc (Linux), for the meeting bot's benchmark. `procRoot` is a parameter so
 * the walk can be tested on a synthetic folder.
 */

export interface ProcStat {
  pid: number;
  /** The executable's name as the kernel keeps it (15 chars at most), e.g. `chromium`, `node`. */
  comm: string;
  ppid: number;
  /** utime + stime, in clock ticks. */
  ticks: number;
}

/** One line of /proc/<pid>/stat. `comm` is in parentheses and may hold spaces or ')': split after the last ')'. */
export function parseStat(text: string): ProcStat | null {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const rest = text
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  // rest[0] is field 3 (state); ppid is field 4, utime 14, stime 15.
  const ppid = Number(rest[1]);
  const utime = Number(rest[11]);
  const stime = Number(rest[12]);
  if (![ppid, utime, stime].every(Number.isFinite)) return null;
  return { pid: Number(text.slice(0, open).trim()), comm: text.slice(open + 1, close), ppid, ticks: utime + stime };
}

/** `Pss:` and `Rss:` of /proc/<pid>/smaps_rollup, in KiB (0 when absent, e.g. a kernel thread or a zombie). */
export function parseSmapsRollup(text: string): { pssKb: number; rssKb: number } {
  const field = (name: string) => {
    const m = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text);
    return m ? Number(m[1]) : 0;
  };
  return { pssKb: field('Pss'), rssKb: field('Rss') };
}

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null; // the process exited between the listing and the read
  }
};

/** Every process's stat under `procRoot`. */
export function listProcesses(procRoot = '/proc'): ProcStat[] {
  const out: ProcStat[] = [];
  for (const name of readdirSync(procRoot)) {
    if (!/^\d+$/.test(name)) continue;
    const text = read(join(procRoot, name, 'stat'));
    const stat = text && parseStat(text);
    if (stat) out.push(stat);
  }
  return out;
}

/** The threads of process `pid` whose kernel name is `name` (each as a ProcStat keyed by its thread id). */
export function threadsNamed(pid: number, name: string, procRoot = '/proc'): ProcStat[] {
  const dir = join(procRoot, String(pid), 'task');
  let tids: string[];
  try {
    tids = readdirSync(dir);
  } catch {
    return []; // the process exited
  }
  return tids.flatMap((tid) => {
    const text = read(join(dir, tid, 'stat'));
    const stat = text && parseStat(text);
    return stat && stat.comm === name ? [stat] : [];
  });
}

/** The descendants of `root` (not `root` itself), children before grandchildren. */
export function descendants(all: ProcStat[], root: number): ProcStat[] {
  const byParent = new Map<number, ProcStat[]>();
  for (const p of all) byParent.set(p.ppid, [...(byParent.get(p.ppid) ?? []), p]);
  const out: ProcStat[] = [];
  const queue = [root];
  const seen = new Set(queue);
  while (queue.length) {
    for (const child of byParent.get(queue.shift()!) ?? []) {
      if (seen.has(child.pid)) continue;
      seen.add(child.pid);
      out.push(child);
      queue.push(child.pid);
    }
  }
  return out;
}

export interface ProcSample extends ProcStat {
  pssKb: number;
  rssKb: number;
}

/** CPU ticks and memory of each process in `procs` (those that exited meanwhile are left out). */
export function sampleMemory(procs: ProcStat[], procRoot = '/proc'): ProcSample[] {
  return procs.flatMap((p) => {
    const text = read(join(procRoot, String(p.pid), 'smaps_rollup'));
    return text === null ? [] : [{ ...p, ...parseSmapsRollup(text) }];
  });
}

/**
 * Cores used between two samples of the same group: the ticks each process gained over `seconds`. A process new in
 * `after` counts all its ticks (it started within the interval); one gone from `after` is lost (at most one interval
 * of its CPU).
 */
export function coresBetween(before: ProcStat[], after: ProcStat[], seconds: number, ticksPerSecond = 100): number {
  const prev = new Map(before.map((p) => [p.pid, p.ticks]));
  const ticks = after.reduce((sum, p) => sum + Math.max(0, p.ticks - (prev.get(p.pid) ?? 0)), 0);
  return ticks / ticksPerSecond / seconds;
}

/**
 * What a process of the tree is, from its command line (NUL-separated, as in /proc/<pid>/cmdline): Chromium's
 * `--type=` (with the utility's service, e.g. `utility:audio`), `browser` for Chromium's main process, else its name.
 * Chromium's child processes rewrite their title into one space-separated string, so both separators count.
 */
export function processKind(cmdline: string, comm: string): string {
  const args = cmdline.split(/[\0 ]/);
  const arg = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const type = arg('type');
  if (type === 'utility') {
    const sub = arg('utility-sub-type') ?? '';
    return `utility:${sub.replace(/\.mojom\..*$/, '').replace(/^.*\./, '') || '?'}`;
  }
  if (type) return type;
  return /chrom/i.test(comm) ? 'browser' : comm;
}

/** processKind of a live process; its command line is read once per pid (`cache`). */
export function kindOf(p: ProcStat, cache: Map<number, string>, procRoot = '/proc'): string {
  let kind = cache.get(p.pid);
  if (kind === undefined) {
    kind = processKind(read(join(procRoot, String(p.pid), 'cmdline')) ?? '', p.comm);
    cache.set(p.pid, kind);
  }
  return kind;
}
