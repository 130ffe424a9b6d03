/** The standard written form of the verbs Jakarta speech uses in commands. */

// Jakarta speech's verbs as minutes write them: "Telpon teknisi" is "Telepon teknisi", "Siapin" is "Siapkan".
const STANDARD: Record<string, string> = {
  telpon: 'telepon',
  nelpon: 'telepon',
  telfon: 'telepon',
  pesen: 'pesan',
  mesen: 'pesan',
  pesenin: 'pesankan',
  ngurus: 'urus',
  nemenin: 'temani',
  temenin: 'temani',
  dateng: 'datang',
  anter: 'antar',
  nganter: 'antar',
  anterin: 'antarkan',
  siapin: 'siapkan',
  nyiapin: 'siapkan',
  tanyain: 'tanyakan',
  nanyain: 'tanyakan',
  kirimin: 'kirim',
  kelarin: 'selesaikan',
  beresin: 'selesaikan',
  ajarin: 'ajari',
  fotoin: 'foto',
  beliin: 'belikan',
  cariin: 'carikan',
  bawain: 'bawakan',
  benerin: 'perbaiki',
  bersihin: 'bersihkan',
  pisahin: 'pisahkan',
  misahin: 'pisahkan',
  rapihin: 'rapikan',
  ingetin: 'ingatkan',
  kabarin: 'kabari',
  ngabarin: 'kabari',
  ngecek: 'cek',
  nyebar: 'sebar',
  sebarin: 'sebarkan',
  balesin: 'balas',
  bales: 'balas',
  lanjutin: 'lanjutkan',
  kumpulin: 'kumpulkan',
  ngumpulin: 'kumpulkan',
  ngumpulkan: 'kumpulkan',
  tuker: 'tukar',
  nuker: 'tukar',
  tukerin: 'tukarkan',
};

/** The standard form of a spoken command verb ("telpon" → "telepon"), keeping its capital; null if none. */
export function standardCommand(word: string): string | null {
  const std = STANDARD[word.toLowerCase()];
  return std ? (/^\p{Lu}/u.test(word) ? std.charAt(0).toUpperCase() + std.slice(1) : std) : null;
}
