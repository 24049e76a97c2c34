import { crc32, deflateSync } from 'node:zlib'
import { encode } from 'uqr'

/** Pixels per QR module, and the quiet zone (modules of white) around the symbol the standard asks for. */
const SCALE = 4
const QUIET = 4

/** One PNG chunk: length, type, data, CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/**
 * A QR code of `text` (error correction M) as a black-on-white 8-bit greyscale PNG with its quiet zone, SCALE pixels
 * per module: what a certificate's PDF embeds beside its verification code.
 */
export function qrPng(text: string): Buffer {
  const { data } = encode(text, { ecc: 'M', border: QUIET })
  const side = data.length * SCALE
  // Each row: the filter byte 0 (none), then one byte per pixel (0 black, 255 white).
  const rows = Buffer.alloc((side + 1) * side, 255)
  for (let y = 0; y < side; y++) {
    rows[y * (side + 1)] = 0
    const line = data[Math.floor(y / SCALE)]
    for (let x = 0; x < side; x++) if (line[Math.floor(x / SCALE)]) rows[y * (side + 1) + 1 + x] = 0
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(0, 9) // colour type: greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
