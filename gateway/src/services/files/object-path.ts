import { randomInt } from 'node:crypto'

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** Nine random lower-case letters and digits (crypto-random). */
export function randomChars(count = 9): string {
  let out = ''
  for (let i = 0; i < count; i++) out += ALPHABET[randomInt(ALPHABET.length)]
  return out
}

const two = (n: number) => String(n).padStart(2, '0')

/**
 * §9 object path: prefix/year/month/day/timestamp plus 9 random characters plus the extension,
 * dated in UTC. @example objectPath('files', Date.UTC(2024, 2, 5), 'png') // files/2024/03/05/1709596800000k3j9x0a2b.png
 */
export function objectPath(prefix: string, now: number, ext: string, random = randomChars(9)): string {
  const day = new Date(now)
  const date = `${day.getUTCFullYear()}/${two(day.getUTCMonth() + 1)}/${two(day.getUTCDate())}`
  return `${prefix}/${date}/${now}${random}${ext ? `.${ext}` : ''}`
}
