import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Feishu's event encryption (webhook subscriptions with an Encrypt Key): AES-256-CBC with
 * key = sha256(Encrypt Key), a random 16-byte IV sent in front of the ciphertext, PKCS#7 padding,
 * all base64; the request is signed with X-Lark-Signature = hex sha256(timestamp + nonce + Encrypt Key + raw body).
 */

const keyOf = (encryptKey: string) => createHash('sha256').update(encryptKey, 'utf8').digest()

/** Encrypts an event body as Feishu does: base64(iv + AES-256-CBC(text)); `iv` fixes the IV (tests). */
export function feishuEncrypt(encryptKey: string, text: string, iv: Buffer = randomBytes(16)): string {
  if (iv.length !== 16) throw new Error('The IV must be 16 bytes')
  const cipher = createCipheriv('aes-256-cbc', keyOf(encryptKey), iv)
  return Buffer.concat([iv, cipher.update(text, 'utf8'), cipher.final()]).toString('base64')
}

/** Decrypts a Feishu `encrypt` field; throws on a wrong key, a cut or tampered ciphertext. */
export function feishuDecrypt(encryptKey: string, encrypted: string): string {
  const data = Buffer.from(encrypted, 'base64')
  if (data.length < 32 || data.length % 16 !== 0) throw new Error('The ciphertext is not an IV and whole AES blocks')
  const decipher = createDecipheriv('aes-256-cbc', keyOf(encryptKey), data.subarray(0, 16))
  return Buffer.concat([decipher.update(data.subarray(16)), decipher.final()]).toString('utf8')
}

/** X-Lark-Signature: hex sha256 over timestamp + nonce + Encrypt Key + the raw body bytes. */
export function feishuSignature(timestamp: string, nonce: string, encryptKey: string, rawBody: string): string {
  return createHash('sha256')
    .update(timestamp + nonce + encryptKey, 'utf8')
    .update(rawBody, 'utf8')
    .digest('hex')
}

/** Compares a received X-Lark-Signature with the expected one in constant time. */
export function feishuSignatureMatches(expected: string, received: string | undefined): boolean {
  if (!received) return false
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(received.toLowerCase(), 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}
