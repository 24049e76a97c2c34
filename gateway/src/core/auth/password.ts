import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

const KEY_LENGTH = 64

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

export interface PasswordHash {
  /** base64 of the 64-byte scrypt key. */
  hash: string
  /** base64 of the 16-byte per-user salt. */
  salt: string
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16)
  const key = await derive(password, salt)
  return { hash: key.toString('base64'), salt: salt.toString('base64') }
}

/** Compares in constant time so the answer time does not reveal how much of the key matched. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64')
  const key = await derive(password, Buffer.from(stored.salt, 'base64'))
  return key.length === expected.length && timingSafeEqual(key, expected)
}
