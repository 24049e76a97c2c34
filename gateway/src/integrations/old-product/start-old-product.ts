import { randomBytes } from 'node:crypto'
import type { Config } from '../../config'
import type { IntegrationPart } from '../index'
import type { OldProductExport } from './old-product-directory'
import { startOldProductExport } from './old-product-export'

/** The older product's hand-off to this one (oldlcLogin): the shared HMAC secret, or null when not configured. */
export interface OldProductLink {
  secret: string | null
  /** Its directory export for directory sync (OLD_PRODUCT_EXPORT_URL, OLD_PRODUCT_EXPORT_TOKEN; demo: a local stand-in), or null. */
  directory: OldProductExport | null
}

/**
 * Reads OLD_PRODUCT_SECRET (at least 32 characters). Without it oldlcLogin answers that the
 * old-version login is not configured, in production and in demo mode alike. The directory export
 * (directory sync's old-data import) is OLD_PRODUCT_EXPORT_URL with OLD_PRODUCT_EXPORT_TOKEN, or in
 * demo mode a local stand-in of it.
 */
export async function startOldProduct(
  config: Config,
  env: Record<string, string | undefined>,
): Promise<IntegrationPart<'oldProduct'>> {
  const secret = env.OLD_PRODUCT_SECRET?.trim() || null
  if (secret !== null && secret.length < 32) throw new Error('OLD_PRODUCT_SECRET must be at least 32 characters long')
  const timeoutMs = 15_000
  if (env.OLD_PRODUCT_EXPORT_URL && env.OLD_PRODUCT_EXPORT_TOKEN) {
    return {
      key: 'oldProduct',
      value: { secret, directory: { url: env.OLD_PRODUCT_EXPORT_URL, token: env.OLD_PRODUCT_EXPORT_TOKEN, timeoutMs } },
    }
  }
  if (!config.demo) return { key: 'oldProduct', value: { secret, directory: null } }
  // Demo: the older product's export is stood in for locally, so its import can be tried.
  const token = randomBytes(24).toString('base64url')
  const standIn = await startOldProductExport(config.host, token)
  return {
    key: 'oldProduct',
    value: { secret, directory: { url: `${standIn.url}/openapi/org/export`, token, timeoutMs } },
    devService: { name: 'old-product', url: standIn.url },
    close: () => standIn.close(),
  }
}
