const ID3 = [0x49, 0x44, 0x33];

/**
 * What ID3 a segment carries: `track` when a tag names the title (TIT2), as a radio packager
 * sends now-playing; `timestamps` when tags carry only other frames (packed audio's
 * transportStreamTimestamp PRIV); `none`. Searches the bytes: in MPEG-TS the tag sits in a PES
 * packet of its own, in packed audio at the start; both begin "ID3" and a version (3 or 4).
 */
export function id3In(bytes: Uint8Array): 'track' | 'timestamps' | 'none' {
  let found: 'timestamps' | 'none' = 'none';
  for (let i = 0; i + 10 <= bytes.length; i++) {
    if (bytes[i] !== ID3[0] || bytes[i + 1] !== ID3[1] || bytes[i + 2] !== ID3[2]) continue;
    if (bytes[i + 3] !== 3 && bytes[i + 3] !== 4) continue;
    found = 'timestamps';
    const size = synchsafe(bytes, i + 6);
    const frames = bytes.subarray(i + 10, Math.min(bytes.length, i + 10 + size));
    if (includesAscii(frames, 'TIT2')) return 'track';
  }
  return found;
}

function synchsafe(bytes: Uint8Array, at: number): number {
  return ((bytes[at]! & 0x7f) << 21) | ((bytes[at + 1]! & 0x7f) << 14) | ((bytes[at + 2]! & 0x7f) << 7) | (bytes[at + 3]! & 0x7f);
}

function includesAscii(bytes: Uint8Array, text: string): boolean {
  const codes = [...text].map((c) => c.charCodeAt(0));
  outer: for (let i = 0; i + codes.length <= bytes.length; i++) {
    for (let j = 0; j < codes.length; j++) if (bytes[i + j] !== codes[j]) continue outer;
    return true;
  }
  return false;
}
