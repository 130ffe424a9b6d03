import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
const COLORS: Record<number, string> = { 40: '\x1b[33m', 50: '\x1b[31m', 60: '\x1b[31m' };
const DIM = '\x1b[2m';
const RESET = '\x1b[0m';
/** pino's own fields, and Fastify's noisy ones: not repeated after the message. */
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'v']);

const value = (v: unknown) => (typeof v === 'string' && !/\s/.test(v) ? v : JSON.stringify(v));

/**
 * One pino JSON line as a person reads it: `12:04:31 INFO  message key=value`, an error's stack under it, a
 * multi-line message (a mail without SMTP) with its own line breaks, so a link sits on a line of its own.
 */
export function prettyLine(json: string, color: boolean): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const level = Number(entry.level);
  const time = new Date(Number(entry.time) || Date.now()).toTimeString().slice(0, 8);
  const paint = (s: string, c: string | undefined) => (color && c ? `${c}${s}${RESET}` : s);
  let stack = '';
  const fields: string[] = [];
  for (const [k, v] of Object.entries(entry)) {
    if (HIDDEN.has(k) || v === undefined) continue;
    if ((k === 'err' || k === 'error') && v && typeof v === 'object' && 'stack' in v) {
      stack = `\n${String((v as { stack: unknown }).stack)}`;
      continue;
    }
    fields.push(`${k}=${value(v)}`);
  }
  // Fields go on the message's first line, so the lines after it (a link in a mail) stay alone on theirs.
  const [first, ...rest] = String(entry.msg ?? '').split('\n');
  const head = `${paint(time, DIM)} ${paint(LEVELS[level] ?? String(level), COLORS[level])} ${first}`;
  const more = rest.length ? `\n${rest.join('\n')}` : '';
  return `${head}${fields.length ? ` ${paint(fields.join(' '), DIM)}` : ''}${more}${stack}\n`;
}

/** A pino destination that writes readable lines to `out` (a terminal). */
export function prettyStream(out: NodeJS.WritableStream & { isTTY?: boolean }): Writable {
  let pending = '';
  return new Writable({
    write(chunk: Buffer, _enc, done) {
      pending += chunk.toString('utf8');
      let nl: number;
      while ((nl = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, nl);
        pending = pending.slice(nl + 1);
        if (line) out.write(prettyLine(line, !!out.isTTY));
      }
      done();
    },
  });
}
