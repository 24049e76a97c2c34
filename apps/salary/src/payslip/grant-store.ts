/**
 * The view grant of this page (memory only, never stored): given by the password or code check, good until it
 * expires; the gateway checks it again on every call.
 */
let held: { grant: string; expiresAt: number } | null = null

export function currentGrant(now = Date.now()): string | null {
  return held && held.expiresAt - 5_000 > now ? held.grant : null
}

export function keepGrant(grant: { grant: string; expiresAt: number }): void {
  held = grant
}

export function dropGrant(): void {
  held = null
}
