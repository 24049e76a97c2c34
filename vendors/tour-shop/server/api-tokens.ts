import type { ApiToken, PortalApi } from './portal-api'

/** Portal API tokens are reused until this many ms before they expire. */
const MARGIN = 30_000

/**
 * The portal API tokens the backend holds, per tenant and user: exchanged from the user's app token when
 * needed, and kept so the settling timer can ask the portal while no user is there.
 */
export function createApiTokens(portal: PortalApi, now: () => number) {
  const held = new Map<string, ApiToken & { tenantId: number }>()
  const keyOf = (tenantId: number, userId: string) => `${tenantId}\n${userId}`
  const fresh = (token: ApiToken | undefined) => token !== undefined && token.expiresAt - now() > MARGIN

  return {
    /** A live API token of this user, exchanged from `appToken` when none is held. */
    async forUser(tenantId: number, userId: string, appToken: string, lang: string): Promise<ApiToken> {
      const key = keyOf(tenantId, userId)
      const current = held.get(key)
      if (fresh(current)) return current!
      const token = await portal.exchange(appToken, lang)
      held.set(key, { ...token, tenantId })
      return token
    },
    /** Any live API token of the tenant (the newest), for work no user waits for. */
    anyOfTenant(tenantId: number): ApiToken | undefined {
      let best: ApiToken | undefined
      for (const [key, token] of held) {
        if (!fresh(token)) held.delete(key)
        else if (token.tenantId === tenantId && (!best || token.expiresAt > best.expiresAt)) best = token
      }
      return best
    },
    /** The portal refused this token: it is not used again. */
    forget(token: string): void {
      for (const [key, held_] of held) if (held_.token === token) held.delete(key)
    },
  }
}

export type ApiTokens = ReturnType<typeof createApiTokens>
