import type { Config } from '../../config'
import type { IntegrationPart } from '../index'

/** The older product's hand-off to this one (oldlcLogin): the shared HMAC secret, or null when not configured. */
export interface OldProductLink {
  secret: string | null
}

/**
 * Reads OLD_PRODUCT_SECRET (at least 32 characters). Without it oldlcLogin answers that the
 * old-version login is not configured, in production and in demo mode alike: the older product is
 * not part of this repository, so there is nothing local to stand in for it.
 */
export async function startOldProduct(_config: Config, env: Record<string, string | undefined>): Promise<IntegrationPart<'oldProduct'>> {
  const secret = env.OLD_PRODUCT_SECRET?.trim() || null
  if (secret !== null && secret.length < 32) throw new Error('OLD_PRODUCT_SECRET must be at least 32 characters long')
  return { key: 'oldProduct', value: { secret } }
}
