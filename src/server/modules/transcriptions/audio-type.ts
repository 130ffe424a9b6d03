/**
 * Recognises audio and video containers by their first bytes. The client's Content-Type and file name are not
 * trusted: whatever we accept is served back with the type found here, so it must be what the bytes really are.
 */
export interface MediaType {
  mime: string;
  /** File extension for the storage key (helps anyone browsing DATA_DIR/files; never used to decide the type). */
  ext: string;
}

/** Enough bytes for every signature below, including the Matroska DocType. */
export const SNIFF_BYTES = 64;

const ascii = (buf: Uint8Array, offset: number, text: string) =>
  buf.length >= offset + text.length && [...text].every((c, i) => buf[offset + i] === c.charCodeAt(0));

function matroska(head: Uint8Array): MediaType {
  // The EBML header names the DocType ("webm" or "matroska") within its first few dozen bytes.
  const text = Buffer.from(head.subarray(0, SNIFF_BYTES)).toString('latin1');
  return text.includes('webm') ? { mime: 'audio/webm', ext: 'webm' } : { mime: 'video/x-matroska', ext: 'mkv' };
}

function isoMedia(head: Uint8Array): MediaType {
  const brand = Buffer.from(head.subarray(8, 12)).toString('latin1');
  if (['M4A ', 'M4B ', 'M4P ', 'F4A '].includes(brand)) return { mime: 'audio/mp4', ext: 'm4a' };
  if (brand === 'qt  ') return { mime: 'video/quicktime', ext: 'mov' };
  if (brand.startsWith('3g')) return { mime: 'video/3gpp', ext: '3gp' };
  return { mime: 'video/mp4', ext: 'mp4' };
}

/** An MPEG audio frame header (MP3 and its relatives) with valid version, layer, bitrate and sample-rate fields. */
function isMpegFrame(b: Uint8Array): boolean {
  if (b.length < 4 || b[0] !== 0xff || (b[1]! & 0xe0) !== 0xe0) return false;
  const version = (b[1]! >> 3) & 3; // 1 is reserved
  const layer = (b[1]! >> 1) & 3; // 0 is reserved (and is ADTS's pattern)
  const bitrate = b[2]! >> 4; // 15 is invalid
  const rate = (b[2]! >> 2) & 3; // 3 is reserved
  return version !== 1 && layer !== 0 && bitrate !== 15 && rate !== 3;
}

/** AAC in ADTS framing: a 12-bit sync word, layer 00, and a valid sampling-frequency index. */
function isAdts(b: Uint8Array): boolean {
  if (b.length < 4 || b[0] !== 0xff || (b[1]! & 0xf6) !== 0xf0) return false;
  return ((b[2]! >> 2) & 0xf) < 13;
}

/** The media type of a file from its first bytes (at least `SNIFF_BYTES` unless the file is shorter), or null. */
export function detectMediaType(head: Uint8Array): MediaType | null {
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return matroska(head);
  if (ascii(head, 0, 'OggS')) return { mime: 'audio/ogg', ext: 'ogg' };
  if ((ascii(head, 0, 'RIFF') || ascii(head, 0, 'RF64')) && ascii(head, 8, 'WAVE')) {
    return { mime: 'audio/wav', ext: 'wav' };
  }
  if (ascii(head, 0, 'fLaC')) return { mime: 'audio/flac', ext: 'flac' };
  if (ascii(head, 4, 'ftyp')) return isoMedia(head);
  if (ascii(head, 0, 'ID3') && head.length >= 10) return { mime: 'audio/mpeg', ext: 'mp3' };
  if (isAdts(head)) return { mime: 'audio/aac', ext: 'aac' };
  if (isMpegFrame(head)) return { mime: 'audio/mpeg', ext: 'mp3' };
  return null;
}
