import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The message encryption WeCom and DingTalk share for their callbacks (the WXBizMsgCrypt scheme):
 * AES-256-CBC with the key = base64(EncodingAESKey + '='), IV = the key's first 16 bytes, plaintext =
 * 16 random bytes + 4-byte big-endian length + message + receive id, PKCS#7 padded to 32 bytes;
 * the signature is sha1 over the sorted token, timestamp, nonce and ciphertext.
 */

const BLOCK = 32

/** The 32-byte AES key an EncodingAESKey (43 characters of base64) stands for; throws for any other length. */
export function aesKeyOf(key43: string): Buffer {
  if (!/^[A-Za-z0-9+/]{43}$/.test(key43)) throw new Error('EncodingAESKey must be 43 characters of letters and digits')
  const key = Buffer.from(`${key43}=`, 'base64')
  if (key.length !== 32) throw new Error('EncodingAESKey does not decode to 32 bytes')
  return key
}

/** Encrypts `text` for `receiveId` (WeCom corp id, DingTalk app key); `random16` fixes the 16 random bytes (tests). */
export function encryptMessage(key43: string, receiveId: string, text: string, random16?: string): string {
  const key = aesKeyOf(key43)
  const random = random16 === undefined ? randomBytes(16) : Buffer.from(random16, 'utf8')
  if (random.length !== 16) throw new Error('The random prefix must be 16 bytes')
  const message = Buffer.from(text, 'utf8')
  const length = Buffer.alloc(4)
  length.writeUInt32BE(message.length)
  const plain = Buffer.concat([random, length, message, Buffer.from(receiveId, 'utf8')])
  const pad = BLOCK - (plain.length % BLOCK)
  const padded = Buffer.concat([plain, Buffer.alloc(pad, pad)])
  const cipher = createCipheriv('aes-256-cbc', key, key.subarray(0, 16))
  cipher.setAutoPadding(false)
  return Buffer.concat([cipher.update(padded), cipher.final()]).toString('base64')
}

/** Decrypts a callback's ciphertext: the message and the receive id it was sealed for. Throws on any malformed input. */
export function decryptMessage(key43: string, encrypted: string): { text: string; receiveId: string } {
  const key = aesKeyOf(key43)
  const data = Buffer.from(encrypted, 'base64')
  if (data.length === 0 || data.length % 16 !== 0) throw new Error('The ciphertext is not whole AES blocks')
  const decipher = createDecipheriv('aes-256-cbc', key, key.subarray(0, 16))
  decipher.setAutoPadding(false)
  const padded = Buffer.concat([decipher.update(data), decipher.final()])
  const pad = padded[padded.length - 1]!
  if (pad < 1 || pad > BLOCK || pad > padded.length) throw new Error('The padding is malformed')
  const plain = padded.subarray(0, padded.length - pad)
  if (plain.length < 20) throw new Error('The plaintext is too short')
  const length = plain.readUInt32BE(16)
  if (20 + length > plain.length) throw new Error('The message length is out of range')
  return {
    text: plain.subarray(20, 20 + length).toString('utf8'),
    receiveId: plain.subarray(20 + length).toString('utf8'),
  }
}

/** sha1 of the four values sorted as strings and joined (WeCom msg_signature, DingTalk signature). */
export function messageSignature(token: string, timestamp: string, nonce: string, encrypted: string): string {
  return createHash('sha1').update([token, timestamp, nonce, encrypted].sort().join('')).digest('hex')
}

/** Compares a received signature with the expected one in constant time. */
export function signatureMatches(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(received.toLowerCase(), 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Whether a decrypted URL check (echostr) is one: WeCom seals a short random string of letters and digits. A
 * message's envelope (XML or JSON) is never one, so a captured callback's Encrypt sent as echostr is not decrypted back.
 */
export const isUrlCheckEcho = (plain: string): boolean => /^[A-Za-z0-9]{1,128}$/.test(plain)
