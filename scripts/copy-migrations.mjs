// tsc does not copy SQL: the built server applies the same migrations as the source tree.
import { cpSync } from 'node:fs';

cpSync('src/server/platform/db/migrations', 'dist/node/server/platform/db/migrations', { recursive: true });
