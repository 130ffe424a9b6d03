#!/usr/bin/env node
/* global process, console */
// Rebuilds smart-whisper's native addon (whisper.cpp) for THIS machine's CPU. Its own install script compiles
// without -march=native, and whisper.cpp without AVX/FMA is ~9x slower, so package.json denies that script
// (`allowScripts`) and runs this one as the root `postinstall` instead.
//
// Never fails an install: when the compiler or node-gyp is missing or the build breaks, it warns and exits 0; the
// server then reports the whisper engine as not ready (the other engines work).
// Skips quickly when the addon was already built by this script for the same CPU, Node ABI and smart-whisper.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkgDir = join(root, 'node_modules', 'smart-whisper');
const addon = join(pkgDir, 'build', 'Release', 'smart-whisper.node');
const stampFile = join(pkgDir, 'build', 'notulen-build.json');
// NDEBUG as in whisper.cpp's own release builds: without it ggml prints buffer reallocations on every decode.
const FLAGS = '-march=native -DNDEBUG';

const warn = (msg) =>
  console.warn(
    `build-whisper: WARNING: ${msg}\n  The whisper engine will report "not ready"; pocketsphinx, the API engine and the browser engine still work.\n  Retry with: node scripts/build-whisper.mjs`,
  );

if (process.env.NOTULEN_SKIP_WHISPER_BUILD) {
  console.log('build-whisper: skipped (NOTULEN_SKIP_WHISPER_BUILD is set)');
  process.exit(0);
}
if (!existsSync(join(pkgDir, 'package.json'))) {
  console.log('build-whisper: smart-whisper is not installed; nothing to build');
  process.exit(0);
}

/** What the built addon depends on: a change in any of these needs a rebuild. */
function machineStamp() {
  const cpuFlags = (() => {
    try {
      return /^flags\s*:\s*(.*)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? '';
    } catch {
      return '';
    }
  })();
  const version = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')).version;
  return {
    smartWhisper: version,
    nodeAbi: process.versions.modules,
    arch: process.arch,
    flags: FLAGS,
    cpu: createHash('sha256')
      .update(`${cpus()[0]?.model ?? ''}|${cpuFlags}`)
      .digest('hex')
      .slice(0, 16),
  };
}

const stamp = machineStamp();
try {
  if (existsSync(addon) && JSON.stringify(JSON.parse(readFileSync(stampFile, 'utf8'))) === JSON.stringify(stamp)) {
    console.log('build-whisper: already built for this machine');
    process.exit(0);
  }
} catch {
  // No stamp or an unreadable one: build.
}

/** npm hands lifecycle scripts the path of its own node-gyp; outside npm, look beside npm. */
function nodeGyp() {
  const candidates = [
    process.env.npm_config_node_gyp,
    join(
      dirname(process.execPath),
      '..',
      'lib',
      'node_modules',
      'npm',
      'node_modules',
      'node-gyp',
      'bin',
      'node-gyp.js',
    ),
    join(root, 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'),
  ];
  return candidates.find((c) => c && existsSync(c));
}

const gyp = nodeGyp();
if (!gyp) {
  warn('node-gyp not found (it comes with npm)');
  process.exit(0);
}

console.log(`build-whisper: compiling whisper.cpp with ${FLAGS} (about a minute) ...`);
const started = Date.now();
const env = {
  ...process.env,
  CFLAGS: `${process.env.CFLAGS ?? ''} ${FLAGS}`.trim(),
  CXXFLAGS: `${process.env.CXXFLAGS ?? ''} ${FLAGS}`.trim(),
};
const args = [gyp, 'rebuild', '-j', 'max'];
// Outside npm (a manual retry) node-gyp would download Node's headers; a distribution's Node ships them beside itself.
const prefix = join(dirname(process.execPath), '..');
if (!process.env.npm_config_nodedir && existsSync(join(prefix, 'include', 'node', 'node_api.h'))) {
  args.push(`--nodedir=${prefix}`);
}
const res = spawnSync(process.execPath, args, { cwd: pkgDir, env, encoding: 'utf8' });
if (res.status !== 0 || !existsSync(addon)) {
  const tail = `${res.stdout ?? ''}\n${res.stderr ?? ''}`.trim().split('\n').slice(-15).join('\n');
  warn(`compiling smart-whisper failed (exit ${res.status ?? res.error?.message}):\n${tail}`);
  process.exit(0);
}
writeFileSync(stampFile, `${JSON.stringify(stamp, null, 2)}\n`);
console.log(`build-whisper: done in ${Math.round((Date.now() - started) / 1000)} s`);
