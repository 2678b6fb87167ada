/** The end of central directory record's signature, and the record's size without a comment. */
const END_SIGNATURE = 0x06054b50;
const END_SIZE = 22;
const ENTRY_SIGNATURE = 0x02014b50;
const ENTRY_SIZE = 46;

/**
 * The names of a ZIP's entries, read from its central directory: enough to check what an
 * archive holds without an unzip binary (Debian's may be missing) or a ZIP library the e2e
 * package does not declare. ZIP64 (over 4 GB or 65,535 entries) is not read.
 */
export function zipEntryNames(zip: Buffer): string[] {
  let end = -1;
  // The record is last, followed only by its comment (at most 65,535 bytes).
  for (let at = zip.length - END_SIZE; at >= Math.max(0, zip.length - END_SIZE - 0xffff); at -= 1) {
    if (zip.readUInt32LE(at) === END_SIGNATURE) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Error('No end of central directory: not a ZIP');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff) throw new Error('A ZIP64 archive: not read here');
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(at) !== ENTRY_SIGNATURE) throw new Error(`No central entry at ${at}`);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    names.push(zip.toString('utf8', at + ENTRY_SIZE, at + ENTRY_SIZE + nameLength));
    at += ENTRY_SIZE + nameLength + extraLength + commentLength;
  }
  return names;
}
