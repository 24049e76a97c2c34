/**
 * What a zip's central directory declares: its number of entries, their total packed and unpacked sizes, and their
 * names in the directory's order (the order the entries are stored in).
 */
export interface ZipDirectory {
  entries: number
  packed: number
  unpacked: number
  names: string[]
}

const END_RECORD = 0x06054b50
const DIRECTORY_RECORD = 0x02014b50
/** The end record's fixed part; a comment of up to 65535 bytes may follow it. */
const END_SIZE = 22

/**
 * Reads the central directory at the end of the zip in `buffer` (sizes only, nothing is unpacked).
 * Null when there is none or it is broken, or when it uses ZIP64 (sizes or counts past 32/16 bits).
 */
export function readZipDirectory(buffer: Buffer): ZipDirectory | null {
  let end = -1
  for (let i = buffer.length - END_SIZE; i >= Math.max(0, buffer.length - END_SIZE - 0xffff); i--) {
    if (buffer.readUInt32LE(i) === END_RECORD) {
      end = i
      break
    }
  }
  if (end < 0) return null
  const entries = buffer.readUInt16LE(end + 10)
  let offset = buffer.readUInt32LE(end + 16)
  if (entries === 0xffff || offset === 0xffffffff) return null
  let packed = 0
  let unpacked = 0
  const names: string[] = []
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > end || buffer.readUInt32LE(offset) !== DIRECTORY_RECORD) return null
    const entryPacked = buffer.readUInt32LE(offset + 20)
    const entryUnpacked = buffer.readUInt32LE(offset + 24)
    if (entryPacked === 0xffffffff || entryUnpacked === 0xffffffff) return null
    packed += entryPacked
    unpacked += entryUnpacked
    const nameLength = buffer.readUInt16LE(offset + 28)
    if (offset + 46 + nameLength > end) return null
    names.push(buffer.toString('utf8', offset + 46, offset + 46 + nameLength))
    offset +=
      46 + buffer.readUInt16LE(offset + 28) + buffer.readUInt16LE(offset + 30) + buffer.readUInt16LE(offset + 32)
  }
  return { entries, packed, unpacked, names }
}
