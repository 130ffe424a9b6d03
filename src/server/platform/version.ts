import { readFileSync } from 'node:fs';

// This file runs from src/server/platform (tsx) and from dist/node/server/platform (built), so package.json is
// three or four levels up.
function readVersion(): string {
  for (const rel of ['../../../package.json', '../../../../package.json']) {
    try {
      return (JSON.parse(readFileSync(new URL(rel, import.meta.url), 'utf8')) as { version: string }).version;
    } catch {
      // try the next location
    }
  }
  return '0.0.0';
}

export const version = readVersion();
