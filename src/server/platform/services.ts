export const SERVICES = ['web', 'worker', 'bot'] as const;
export type Service = (typeof SERVICES)[number];

/**
 * `--services=web,worker,bot` chooses what this process runs (default: all). One build, several roles, so a
 * deployment can scale workers and meeting bots (a headless browser per meeting) apart from the web server.
 */
export function parseServices(argv: string[]): Set<Service> {
  const arg = argv.find((a) => a.startsWith('--services='));
  if (!arg) return new Set(SERVICES);
  const names = arg
    .slice('--services='.length)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(SERVICES as readonly string[]).includes(n));
  if (unknown.length || names.length === 0) {
    throw new Error(
      `--services: unknown service "${unknown.join(',')}"; expected a comma list of ${SERVICES.join(', ')}`,
    );
  }
  return new Set(names as Service[]);
}
