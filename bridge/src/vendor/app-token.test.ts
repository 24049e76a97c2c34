import { describe, expect, it, vi } from 'vitest'
import { AppTokenError, createAppTokenSource, expiresAt } from './app-token.js'

const jwt = (exp: number) => `h.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.s`

describe('app token source', () => {
  it('reads exp from the token in milliseconds, and 0 from something that is no JWT', () => {
    expect(expiresAt(jwt(1_000))).toBe(1_000_000)
    expect(expiresAt('not a token')).toBe(0)
  })

  it('reuses a token while more than the margin of its life is left, then fetches a new one', async () => {
    let now = 0
    const fetchToken = vi.fn().mockResolvedValueOnce(jwt(120)).mockResolvedValueOnce(jwt(240))
    const tokens = createAppTokenSource({ fetchToken, now: () => now, margin: 30_000 })
    expect(await tokens.get()).toBe(jwt(120))
    now = 89_000
    expect(await tokens.get()).toBe(jwt(120))
    now = 90_000
    expect(await tokens.get()).toBe(jwt(240))
    expect(fetchToken).toHaveBeenCalledTimes(2)
  })

  it('asks the shell once for callers that wait at the same time', async () => {
    const fetchToken = vi.fn().mockResolvedValue(jwt(120))
    const tokens = createAppTokenSource({ fetchToken, now: () => 0 })
    await Promise.all([tokens.get(), tokens.get(), tokens.get()])
    expect(fetchToken).toHaveBeenCalledTimes(1)
  })

  it('fetches a new token after the backend refused the current one', async () => {
    const fetchToken = vi.fn().mockResolvedValueOnce(jwt(120)).mockResolvedValueOnce(jwt(121))
    const tokens = createAppTokenSource({ fetchToken, now: () => 0 })
    tokens.invalidate('someone else’s token')
    expect(await tokens.get()).toBe(jwt(120))
    tokens.invalidate(jwt(120))
    expect(await tokens.get()).toBe(jwt(121))
  })

  it('rejects with an AppTokenError that keeps the bridge error as cause, and tries again next time', async () => {
    const refused = new Error('capability_denied')
    const fetchToken = vi.fn().mockRejectedValueOnce(refused).mockResolvedValueOnce(jwt(120))
    const tokens = createAppTokenSource({ fetchToken, now: () => 0 })
    const error = await tokens.get().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppTokenError)
    expect((error as Error).cause).toBe(refused)
    expect(await tokens.get()).toBe(jwt(120))
  })
})
