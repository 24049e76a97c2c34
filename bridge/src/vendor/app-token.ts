/** Fetching a new app token from the shell failed; `cause` is the bridge's error. */
export class AppTokenError extends Error {
  override name = 'AppTokenError'
}

export interface AppTokenSource {
  /** A token with more than `margin` ms of life left, fetched from the shell when needed. */
  get(): Promise<string>
  /** Drops `token` (the backend refused it), so the next `get` fetches a new one. */
  invalidate(token: string): void
}

export interface AppTokenOptions {
  /** Asks the shell for a new token: `() => shell.session.getAppToken()`. */
  fetchToken(): Promise<string>
  now?: () => number
  /** Fetch a new token when fewer than this many ms are left. Default 30 000. */
  margin?: number
}

/** `exp` of a JWT in ms, or 0 when it cannot be read (then the token is used once). */
export function expiresAt(token: string): number {
  try {
    const payload = token.split('.')[1] ?? ''
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const exp = (JSON.parse(json) as { exp?: unknown }).exp
    return typeof exp === 'number' ? exp * 1000 : 0
  } catch {
    return 0
  }
}

/**
 * The app's token cache. App tokens live at most 120 s, so a token is reused only while it has
 * more than `margin` left; concurrent callers share one request to the shell.
 */
export function createAppTokenSource({ fetchToken, now = Date.now, margin = 30_000 }: AppTokenOptions): AppTokenSource {
  let current: { token: string; expiresAt: number } | null = null
  let pending: Promise<string> | null = null

  const refresh = () =>
    (pending ??= fetchToken()
      .then((token) => {
        if (!token) throw new Error('the shell gave an empty app token')
        current = { token, expiresAt: expiresAt(token) }
        return token
      })
      .catch((error: unknown) => {
        throw new AppTokenError('Could not get an app token from the portal', { cause: error })
      })
      .finally(() => {
        pending = null
      }))

  return {
    get: () => (current && current.expiresAt - now() > margin ? Promise.resolve(current.token) : refresh()),
    invalidate(token) {
      if (current?.token === token) current = null
    },
  }
}
