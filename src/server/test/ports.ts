import { createServer, type AddressInfo } from 'node:net';

/**
 * A loopback port that was free a moment ago (for a server told its port, or a URL nothing answers). No vitest
 * imports: the end-to-end fixtures and the benchmarks use it too.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}
