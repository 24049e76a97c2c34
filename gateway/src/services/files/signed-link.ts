import { createHmac, timingSafeEqual } from 'node:crypto'

/** What a signed file link names: one file of one tenant, until `expires` (epoch seconds). */
export interface LinkClaim {
  tenantId: number
  fileId: string
  expires: number
}

/**
 * What a link opens: 'file-link' the file as a download (about a day), 'file-preview' the file shown inline (5 minutes).
 * The purpose is signed, so a link of one kind never opens the other.
 */
export type LinkPurpose = 'file-link' | 'file-preview'

const mac = (secret: string, claim: LinkClaim, purpose: LinkPurpose) =>
  createHmac('sha256', secret)
    .update(`${purpose}\n${claim.tenantId}\n${claim.fileId}\n${claim.expires}`)
    .digest('base64url')

/** The query string of a signed link: t (tenant), f (file), e (expiry, epoch seconds), s (HMAC-SHA256). */
export function signLink(secret: string, claim: LinkClaim, purpose: LinkPurpose = 'file-link'): string {
  const query = new URLSearchParams({
    t: String(claim.tenantId),
    f: claim.fileId,
    e: String(claim.expires),
    s: mac(secret, claim, purpose),
  })
  return query.toString()
}

/** Checks a link's parameters: 'bad' when altered or malformed, 'expired' after its time, else the claim. */
export function verifyLink(
  secret: string,
  query: Record<string, unknown>,
  nowMs: number,
  purpose: LinkPurpose = 'file-link',
): LinkClaim | 'bad' | 'expired' {
  const { t, f, e, s } = query
  if (typeof t !== 'string' || typeof f !== 'string' || typeof e !== 'string' || typeof s !== 'string') return 'bad'
  if (!/^\d{1,10}$/.test(t) || !/^[0-9a-f-]{36}$/.test(f) || !/^\d{1,12}$/.test(e)) return 'bad'
  const claim = { tenantId: Number(t), fileId: f, expires: Number(e) }
  const expected = Buffer.from(mac(secret, claim, purpose))
  const given = Buffer.from(s)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad'
  return claim.expires * 1000 <= nowMs ? 'expired' : claim
}
