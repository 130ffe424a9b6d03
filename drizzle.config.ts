import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema; they are applied by the server at start-up (never run drizzle-kit
// against a PGlite directory that a server has open).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/platform/db/schema.ts',
  out: './src/server/platform/db/migrations',
  casing: 'snake_case',
});
