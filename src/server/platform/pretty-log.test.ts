import { describe, expect, it } from 'vitest';
import { prettyLine } from './pretty-log.js';

const line = (o: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 1, 12, 4, 31), pid: 1, hostname: 'h', ...o });

describe('prettyLine', () => {
  it('writes level, message and fields on one readable line', () => {
    const out = prettyLine(line({ msg: 'Notulen started', database: 'pglite', services: ['web'] }), false);
    expect(out).toMatch(/^\d\d:\d\d:\d\d INFO {2}Notulen started database=pglite services=\["web"\]\n$/);
    expect(out).not.toContain('hostname');
  });

  it('keeps a multi-line message on its own lines, fields on the first, so a link stands alone', () => {
    const url = 'http://localhost:3000/api/auth/verify-email?token=abc';
    const out = prettyLine(line({ msg: `mail not sent\nOpen this link:\n  ${url}`, to: 'a@b.c' }), false);
    const lines = out.trimEnd().split('\n');
    expect(lines[0]).toMatch(/mail not sent to=a@b\.c$/);
    expect(lines[2]).toBe(`  ${url}`);
  });

  it('puts an error stack under the line and colours warnings on a terminal', () => {
    const out = prettyLine(line({ level: 50, msg: 'boom', err: { message: 'x', stack: 'Error: x\n    at f' } }), true);
    expect(out).toContain('\x1b[31mERROR');
    expect(out).toContain('\nError: x\n    at f');
  });

  it('passes through what is not JSON', () => {
    expect(prettyLine('plain text', false)).toBe('plain text');
  });
});
