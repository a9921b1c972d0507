/** A stored (uncompressed) ZIP of named files: what a multi-file download URL serves. */
import { concatBytes } from '../../engine/concat-bytes';
import { crc32 } from '../../engine/crc32';

/** The bytes of a ZIP archive holding each entry under its name, stored without compression. */
export function zip(entries: { name: string; bytes: Uint8Array }[]): Uint8Array {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const { name, bytes } of entries) {
    const nameBytes = encoder.encode(name);
    const crc = crc32(bytes);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint32(14, crc, true);
    local.setUint32(18, bytes.byteLength, true);
    local.setUint32(22, bytes.byteLength, true);
    local.setUint16(26, nameBytes.byteLength, true);
    const dir = new DataView(new ArrayBuffer(46));
    dir.setUint32(0, 0x02014b50, true);
    dir.setUint16(4, 20, true);
    dir.setUint16(6, 20, true);
    dir.setUint32(16, crc, true);
    dir.setUint32(20, bytes.byteLength, true);
    dir.setUint32(24, bytes.byteLength, true);
    dir.setUint16(28, nameBytes.byteLength, true);
    dir.setUint32(42, offset, true);
    parts.push(new Uint8Array(local.buffer), nameBytes, bytes);
    central.push(new Uint8Array(dir.buffer), nameBytes);
    offset += 30 + nameBytes.byteLength + bytes.byteLength;
  }
  const size = central.reduce((total, part) => total + part.byteLength, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, size, true);
  end.setUint32(16, offset, true);
  return concatBytes([...parts, ...central, new Uint8Array(end.buffer)]);
}
