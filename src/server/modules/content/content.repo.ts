import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { ContentLanguage, Section } from '../../../shared/api/content.js';
import { landingContents } from './content.schema.js';

export interface StoredSection {
  language: string;
  section: string;
  data: unknown;
}

export interface ContentRepo {
  /** Every stored section of every language (at most four rows per language). */
  listSections(): Promise<StoredSection[]>;
  /** Inserts or replaces one section of one language; answers what is now stored. */
  upsertSection(language: ContentLanguage, section: Section, data: unknown, updatedBy: string): Promise<StoredSection>;
}

const columns = { language: landingContents.language, section: landingContents.section, data: landingContents.data };

export function createContentRepo(db: Db): ContentRepo {
  return {
    listSections: () => db.select(columns).from(landingContents),

    async upsertSection(language, section, data, updatedBy) {
      const [row] = await db
        .insert(landingContents)
        .values({ language, section, data, updatedBy })
        .onConflictDoUpdate({
          target: [landingContents.language, landingContents.section],
          set: { data, updatedBy, updatedAt: sql`now()` },
        })
        .returning(columns);
      if (!row) throw new Error(`upsert of landing section ${language}/${section} returned no row`);
      return row;
    },
  };
}
