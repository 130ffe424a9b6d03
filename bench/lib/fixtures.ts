import { join } from 'node:path';
import { sectionSchemas, type LandingContent } from '../../src/shared/api/content.js';
import { openDatabase } from '../../src/server/platform/db/client.js';
import { landingContents } from '../../src/server/modules/content/content.schema.js';

const item = (
  icon: 'Mic' | 'Brain' | 'FileText' | 'Globe2' | 'Users' | 'Shield',
  title: string,
  description: string,
) => ({
  icon,
  title,
  description,
});

/** Landing content of realistic size (what an admin would write), so the benchmark reads a real answer, not nulls. */
export const LANDING_FIXTURE: LandingContent = {
  hero: {
    title: 'Ubah rapat Anda menjadi notulen yang rapi',
    subtitle: 'Biarkan AI mengubah rapat Anda',
    description:
      'Rekam rapat langsung dari browser atau kirim bot ke Google Meet, Zoom dan Microsoft Teams. Notulen menuliskan transkripnya, merangkum topik, dan mencatat tindak lanjut beserta penanggung jawabnya.',
    ctaText: 'Mulai gratis sekarang',
  },
  features: {
    items: [
      item(
        'Mic',
        'Rekaman langsung',
        'Rekam dari mikrofon dengan transkripsi langsung dalam Bahasa Indonesia dan Inggris.',
      ),
      item('Brain', 'Ringkasan AI', 'Topik, keputusan, dan tindak lanjut dirangkum otomatis setelah rapat selesai.'),
      item('Globe2', 'Bot rapat', 'Bot bergabung ke Google Meet, Zoom, dan Microsoft Teams lalu mencatat untuk Anda.'),
      item('Shield', 'Aman', 'Data rapat tersimpan di server Anda sendiri; kunci API tidak pernah sampai ke browser.'),
    ],
  },
  steps: {
    items: [
      item('Mic', 'Rekam', 'Mulai rekaman atau undang bot ke rapat.'),
      item('FileText', 'Transkripsi', 'Ucapan diubah menjadi teks saat rapat berlangsung.'),
      item('Users', 'Bagikan', 'Kirim notulen ke peserta lewat e-mail atau WhatsApp.'),
    ],
  },
  demo: {
    title: 'Lihat cara kerjanya',
    subtitle: 'Rekaman HD, AI pintar dengan akurasi transkripsi 98%, dan rangkuman yang siap dibagikan.',
    tagline: 'Demo langsung',
  },
};

/**
 * Creates the PGlite database of a data directory (migrated, as the server would) and stores the fixture. Runs
 * before the server starts: PGlite allows one process per directory.
 */
export async function seedLandingContent(dataDir: string): Promise<void> {
  const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
  try {
    for (const section of Object.keys(sectionSchemas) as Array<keyof typeof sectionSchemas>) {
      const data = sectionSchemas[section].parse(LANDING_FIXTURE[section]);
      await database.db.insert(landingContents).values({ language: 'id', section, data });
    }
  } finally {
    await database.close();
  }
}
