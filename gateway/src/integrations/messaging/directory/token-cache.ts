import { createHash } from 'node:crypto'

/**
 * App access tokens, kept until shortly before they expire (the platforms ask callers to cache them and
 * throttle token calls), shared by every client made for the same app: the key names the platform, host,
 * app and a hash of its secret, so changed settings get a new token. Concurrent callers share one request.
 */

interface Entry {
  token: string
  expiresAt: number
}

const entries = new Map<string, Entry>()
const pending = new Map<string, Promise<Entry>>()

/** Tokens are renewed this long before the platform's expiry. */
const MARGIN_MS = 5 * 60_000

export function tokenKey(platform: string, host: string, appKey: string, secret: string): string {
  return `${platform}|${host}|${appKey}|${createHash('sha256').update(secret).digest('hex')}`
}

/** The cached token for `key`, or a new one from `fetchToken` (its lifetime in seconds). */
export async function cachedToken(
  key: string,
  fetchToken: () => Promise<{ token: string; expiresIn: number }>,
  now = Date.now,
): Promise<string> {
  const cached = entries.get(key)
  if (cached && cached.expiresAt > now()) return cached.token
  let request = pending.get(key)
  if (!request) {
    request = fetchToken()
      .then(({ token, expiresIn }) => {
        const lifetime = Math.max(0, expiresIn * 1000)
        const entry = { token, expiresAt: now() + Math.max(lifetime - MARGIN_MS, lifetime / 2) }
        entries.set(key, entry)
        return entry
      })
      .finally(() => pending.delete(key))
    pending.set(key, request)
  }
  return (await request).token
}

/** Drops `token` for `key` when the platform refused it, so the next call fetches a new one. */
export function forgetToken(key: string, token: string): void {
  if (entries.get(key)?.token === token) entries.delete(key)
}
