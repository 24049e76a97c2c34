/** A token the platform gave, and when it stops being good (epoch ms). */
export interface CachedToken {
  token: string
  expiresAt: number
}

/** A token is renewed this long before the platform's expiry, so a call never starts with one about to lapse. */
const MARGIN_MS = 5 * 60 * 1000

/**
 * Keeps one access token per key (platform, app and secret) until shortly before it expires; concurrent callers
 * share one fetch. `forget` drops a token the platform refused (expired or revoked early).
 */
export class TokenCache {
  private readonly tokens = new Map<string, CachedToken>()
  private readonly fetching = new Map<string, Promise<string>>()

  constructor(private readonly now: () => number = Date.now) {}

  async get(key: string, fetchToken: () => Promise<{ token: string; expiresInSeconds: number }>): Promise<string> {
    const cached = this.tokens.get(key)
    if (cached && cached.expiresAt - MARGIN_MS > this.now()) return cached.token
    const running = this.fetching.get(key)
    if (running) return running
    const next = fetchToken()
      .then(({ token, expiresInSeconds }) => {
        this.tokens.set(key, { token, expiresAt: this.now() + expiresInSeconds * 1000 })
        return token
      })
      .finally(() => this.fetching.delete(key))
    this.fetching.set(key, next)
    return next
  }

  forget(key: string): void {
    this.tokens.delete(key)
  }
}

/** The process's token cache of message senders (tokens live 2 hours at each platform). */
export const messageTokens = new TokenCache()
