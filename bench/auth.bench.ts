import { checkPassword } from '../src/server/modules/auth/password-strength.js';
import { median, ms, type Bench } from './lib/report.js';

const RUNS = 20;
/** Sign-up checks the password on the request path: a long, repetitive one must not hold a core for long. */
const BUDGET_MS = 500;

/** The password-strength check (zxcvbn) on the inputs that cost it most: long and made of repeats. */
const auth: Bench = async ({ log }) => {
  log('auth: password strength on 128-character repetitive passwords');
  await checkPassword('warm-up-the-dictionaries-2026!', []);
  const metrics = [];
  for (const [label, password] of [
    ['"p4$$w0rd" × 16', 'p4$$w0rd'.repeat(16)],
    ['"a" × 128', 'a'.repeat(128)],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await checkPassword(password, ['someone@example.com', 'someone']);
      times.push(performance.now() - start);
    }
    const worst = Math.max(...times);
    metrics.push({
      bench: 'auth',
      metric: `password strength check, ${label}: median / max`,
      value: `${ms(median(times))} / ${ms(worst)}`,
      detail: `${RUNS} runs; budget ${BUDGET_MS} ms for the slowest`,
      status: worst <= BUDGET_MS ? ('PASS' as const) : ('OVER' as const),
    });
  }
  return metrics;
};

export default auth;
