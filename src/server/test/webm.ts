/**
 * What a player reads from a WebM before it plays: the Segment's top-level elements in file order, the duration the
 * Info element states and the number of cue points (the seek index). A small EBML reader for tests; ffmpeg's report
 * does not say whether a file has cues.
 */
export interface WebmLayout {
  /** Names of the Segment's children in file order (unknown IDs as hex). */
  elements: string[];
  /** Info's Duration in seconds, or null when the Info has none (a recorder's live stream). */
  durationSeconds: number | null;
  cuePoints: number;
}

const NAMES: Record<number, string> = {
  0x114d9b74: 'SeekHead',
  0x1549a966: 'Info',
  0x1654ae6b: 'Tracks',
  0x1f43b675: 'Cluster',
  0x1c53bb6b: 'Cues',
  0x1254c367: 'Tags',
  0x1043a770: 'Chapters',
  0x1941a469: 'Attachments',
  0xec: 'Void',
  0xbf: 'CRC-32',
};
const SEGMENT = 0x18538067;

/** An EBML variable-length integer at `at`: its value (`keepMarker` for IDs), length, and whether all bits are set. */
function vint(b: Buffer, at: number, keepMarker: boolean) {
  const first = b[at]!;
  let len = 1;
  while (len <= 8 && !(first & (0x80 >> (len - 1)))) len++;
  if (len > 8) throw new Error(`bad EBML length at ${at}`);
  let value = keepMarker ? first : first & (0xff >> len);
  let allOnes = value === 0xff >> len;
  for (let i = 1; i < len; i++) {
    value = value * 256 + b[at + i]!;
    allOnes &&= b[at + i] === 0xff;
  }
  return { value, len, unknown: !keepMarker && allOnes };
}

function element(b: Buffer, at: number) {
  const id = vint(b, at, true);
  const size = vint(b, at + id.len, false);
  const data = at + id.len + size.len;
  return { id: id.value, data, end: size.unknown ? b.length : data + size.value, unknownSize: size.unknown };
}

function children(b: Buffer, from: number, to: number, each: (e: ReturnType<typeof element>) => boolean | void) {
  for (let at = from; at < to;) {
    const e = element(b, at);
    if (each(e) === false || e.unknownSize) return;
    at = e.end;
  }
}

export function webmLayout(bytes: Buffer): WebmLayout {
  const out: WebmLayout = { elements: [], durationSeconds: null, cuePoints: 0 };
  children(bytes, 0, bytes.length, (top) => {
    if (top.id !== SEGMENT) return;
    children(bytes, top.data, top.end, (e) => {
      out.elements.push(NAMES[e.id] ?? e.id.toString(16));
      if (e.id === 0x1549a966) {
        let scale = 1_000_000;
        let duration: number | null = null;
        children(bytes, e.data, e.end, (f) => {
          const len = f.end - f.data;
          if (f.id === 0x2ad7b1) scale = bytes.readUIntBE(f.data, len);
          if (f.id === 0x4489) duration = len === 4 ? bytes.readFloatBE(f.data) : bytes.readDoubleBE(f.data);
        });
        if (duration !== null) out.durationSeconds = (duration * scale) / 1e9;
      }
      if (e.id === 0x1c53bb6b) children(bytes, e.data, e.end, (c) => void (c.id === 0xbb && out.cuePoints++));
    });
    return false;
  });
  return out;
}
