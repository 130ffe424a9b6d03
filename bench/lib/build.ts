import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time of the files under `paths` (directories walked, node_modules skipped). */
function newest(paths: string[]): number {
  let max = 0;
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules') visit(join(p, name));
    } else {
      max = Math.max(max, st.mtimeMs);
    }
  };
  paths.forEach(visit);
  return max;
}

const TARGETS = {
  server: {
    output: 'dist/node/server/main.js',
    sources: ['src/server', 'src/shared', 'tsconfig.server.json', 'tsconfig.base.json'],
    script: 'build:server',
  },
  web: {
    output: 'dist/web/index.html',
    sources: ['src/web', 'src/shared', 'vite.config.ts', 'tsconfig.web.json', 'package-lock.json'],
    script: 'build:web',
  },
} as const;

// Checked during this run: not rebuilt for the next benchmark even if a source was saved meanwhile; a failed build
// fails every benchmark that needs it.
const checked = new Map<keyof typeof TARGETS, Error | null>();

/**
 * Builds the server or the web app when its output is missing or older than its sources, so a benchmark never
 * measures yesterday's code. Throws with the end of the build output when the build fails.
 */
export function ensureBuilt(root: string, target: keyof typeof TARGETS, log: (m: string) => void): void {
  const t = TARGETS[target];
  const out = join(root, t.output);
  const previous = checked.get(target);
  if (previous !== undefined) {
    if (previous) throw previous;
    return;
  }
  checked.set(target, null);
  if (existsSync(out) && statSync(out).mtimeMs >= newest(t.sources.map((s) => join(root, s)))) return;
  log(`building ${target} (npm run ${t.script}): ${existsSync(out) ? 'sources changed' : 'no build yet'}`);
  const res = spawnSync('npm', ['run', t.script], { cwd: root, encoding: 'utf8', timeout: 300_000 });
  if (res.status !== 0) {
    const output = `${res.stdout ?? ''}${res.stderr ?? ''}`.trim().split('\n').slice(-20).join('\n');
    const err = new Error(`npm run ${t.script} failed (${res.error?.message ?? `exit ${res.status}`}):\n${output}`);
    checked.set(target, err);
    throw err;
  }
}
