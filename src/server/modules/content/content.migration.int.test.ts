import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../platform/db/client.js';

/** Runs one drizzle-kit migration file as the migrator does: statement by statement. */
async function apply(db: PGlite, tag: string) {
  const sql = readFileSync(join(migrationsFolder, `${tag}.sql`), 'utf8');
  for (const statement of sql.split('--> statement-breakpoint')) await db.exec(statement);
}

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

describe('migration 0006: landing content per language', () => {
  it('turns content stored for everyone into the Indonesian content, and keys rows by language', async () => {
    const db = await PGlite.create();
    try {
      const tags = journal.entries.map((e) => e.tag);
      const at = tags.indexOf('0006_landing_languages');
      expect(at).toBeGreaterThan(0);
      for (const tag of tags.slice(0, at)) await apply(db, tag);
      await db.query(`insert into landing_contents (section, data) values ('hero', $1), ('demo', $2)`, [
        { title: 'Judul lama', subtitle: '', description: '', ctaText: 'Mulai' },
        { title: 'Demo', subtitle: '', tagline: '' },
      ]);

      await apply(db, '0006_landing_languages');

      const rows = await db.query<{ language: string; section: string }>(
        'select language, section from landing_contents order by section',
      );
      expect(rows.rows).toEqual([
        { language: 'id', section: 'demo' },
        { language: 'id', section: 'hero' },
      ]);
      // The same section may now exist once per language, and a write must name its language.
      await db.query(`insert into landing_contents (language, section, data) values ('en', 'hero', '{}')`);
      await expect(db.query(`insert into landing_contents (section, data) values ('steps', '{}')`)).rejects.toThrow(
        /null value/,
      );
      await expect(
        db.query(`insert into landing_contents (language, section, data) values ('en', 'hero', '{}')`),
      ).rejects.toThrow(/duplicate key/);
    } finally {
      await db.close();
    }
  });
});
