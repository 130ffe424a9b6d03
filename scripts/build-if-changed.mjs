#!/usr/bin/env node
/* global process, console */
// `npm start` runs this before the server: builds dist/ only when a source changed since the last build here, so a
// restart takes seconds instead of a full build. The fingerprint is of file contents (a fresh clone or a checkout
// that changes nothing does not rebuild; an edit with an old mtime still does).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = process.cwd();
const out = 'dist';
const STAMP = join(out, '.build-fingerprint');
const INPUTS = [
  'src',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.server.json',
  'tsconfig.web.json',
  'package-lock.json',
  'scripts/build.sh',
];
const OUTPUTS = [join(out, 'node/server/main.js'), join(out, 'web/index.html')];
// Tests and their fixtures are not part of the build.
const SKIP = /(\.test\.tsx?|\.int\.test\.ts)$/;

function fingerprint() {
  const hash = createHash('sha256');
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) if (name !== 'node_modules') visit(join(p, name));
    } else if (!SKIP.test(p)) {
      hash.update(relative(root, p)).update('\0').update(readFileSync(p)).update('\0');
    }
  };
  INPUTS.forEach((p) => visit(join(root, p)));
  return hash.digest('hex');
}

const started = Date.now();
const now = fingerprint();
const built = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
if (built === now && OUTPUTS.every((p) => existsSync(p))) {
  console.log(`Build is up to date (checked in ${Date.now() - started} ms).`);
} else {
  console.log(built ? 'Sources changed: building ...' : 'Building the app (first start) ...');
  const run = spawnSync('bash', ['scripts/build.sh', out], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  writeFileSync(STAMP, `${now}\n`);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
