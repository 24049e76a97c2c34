import { DEFAULT_SERVICE, SERVICE_SEGMENTS } from './constants.js'

export interface UrlConfig {
  gatewayUrl: string
  defaultService?: string
  extraSegments?: readonly string[]
}

const ABSOLUTE = /^https?:\/\//i

/**
 * Maps a call path to its gateway address (§7, docs/api-contract.md):
 * - absolute http(s) URLs pass through;
 * - paths containing `loginOut` / `oldlcLogin` go to the gateway root;
 * - paths containing `account` / `t3` go to the default base;
 * - otherwise the first path part that is a service segment becomes the base and is removed
 *   from the path once; with none, the default base.
 *
 * @example
 * resolveUrl('/ums/web/organ/organTreeList', { gatewayUrl: '/gateway' })
 * // '/gateway/ums/web/organ/organTreeList'
 */
export function resolveUrl(path: string, config: UrlConfig): string {
  if (ABSOLUTE.test(path)) return path
  const gateway = config.gatewayUrl.replace(/\/+$/, '')
  const defaultBase = `${gateway}/${config.defaultService ?? DEFAULT_SERVICE}`
  const rooted = path.startsWith('/') ? path : `/${path}`
  if (rooted.includes('loginOut') || rooted.includes('oldlcLogin')) return gateway + rooted
  if (rooted.includes('account') || rooted.includes('t3')) return defaultBase + rooted

  // Only the path part names a service: `?next=/ums/x` must not.
  const split = rooted.search(/[?#]/)
  const pathPart = split === -1 ? rooted : rooted.slice(0, split)
  const rest = split === -1 ? '' : rooted.slice(split)
  const segments = new Set([...SERVICE_SEGMENTS, ...(config.extraSegments ?? []).filter(Boolean)])
  const parts = pathPart.split('/')
  const index = parts.findIndex((part) => segments.has(part))
  if (index === -1) return defaultBase + rooted
  const [segment] = parts.splice(index, 1)
  return `${gateway}/${segment}${parts.join('/')}${rest}`
}
