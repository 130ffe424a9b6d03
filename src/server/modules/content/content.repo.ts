import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { Section } from '../../../shared/api/content.js';
import { landingContents } from './content.schema.js';

export interface StoredSection {
  section: string;
  data: unknown;
}

export interface ContentRepo {
  /** Every stored section (at most four rows). */
  listSections(): Promise<StoredSection[]>;
  /** Inserts or replaces one section; answers what is now stored. */
  upsertSection(section: Section, data: unknown, updatedBy: string): Promise<StoredSection>;
}

export function createContentRepo(db: Db): ContentRepo {
  return {
    listSections: () =>
      db.select({ section: landingContents.section, data: landingContents.data }).from(landingContents),

    async upsertSection(section, data, updatedBy) {
      const [row] = await db
        .insert(landingContents)
        .values({ section, data, updatedBy })
        .onConflictDoUpdate({
          target: landingContents.section,
          set: { data, updatedBy, updatedAt: sql`now()` },
        })
        .returning({ section: landingContents.section, data: landingContents.data });
      if (!row) throw new Error(`upsert of landing section ${section} returned no row`);
      return row;
    },
  };
}
