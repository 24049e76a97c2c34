import { allowedHostsOf, LOOPBACK_HOSTS, type OutboundRules, type Reach } from '../../core/outbound'
import type { Platform } from './types'

/** The platforms' own API hosts (an empty API address means the first of them); reached over https. */
export const OFFICIAL_API_HOSTS: Record<Platform, readonly string[]> = {
  wecom: ['qyapi.weixin.qq.com'],
  dingtalk: ['api.dingtalk.com', 'oapi.dingtalk.com'],
  feishu: ['open.feishu.cn', 'open.larksuite.com'],
}

/** What an administrator may give as a platform's API address, beside the official hosts (Config.outbound). */
export interface ApiAddressRules extends OutboundRules {
  /** Origins the operator configured for this platform themselves (the WeCom provider suite's API address). */
  configuredOrigins?: readonly string[]
}

/** The API address as an origin (`https://host[:port]`, no path, query or fragment), or null when it is not one. */
function originOf(apiUrl: string): URL | null {
  if (!URL.canParse(apiUrl)) return null
  const url = new URL(apiUrl)
  return url.origin === apiUrl.toLowerCase() ? url : null
}

/** Whether the address is the platform's own: empty (the default host) or https on one of its official hosts. */
export function isOfficialApiUrl(platform: Platform, apiUrl: string): boolean {
  if (apiUrl === '') return true
  const url = originOf(apiUrl)
  return (
    url !== null && url.protocol === 'https:' && url.port === '' && OFFICIAL_API_HOSTS[platform].includes(url.hostname)
  )
}

/**
 * Why an API address typed for `platform` may not be used: 'badUrl' (not an http(s) origin: a path, query, `#` or
 * credentials), 'notAllowed' (neither official nor allowed by the operator nor, in demo mode, a loopback stand-in).
 */
export function apiAddressProblem(
  platform: Platform,
  apiUrl: string,
  rules: ApiAddressRules,
): 'badUrl' | 'notAllowed' | null {
  if (isOfficialApiUrl(platform, apiUrl)) return null
  const url = originOf(apiUrl)
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return 'badUrl'
  if ([...rules.allowOrigins, ...(rules.configuredOrigins ?? [])].includes(url.origin)) return null
  return rules.loopback && LOOPBACK_HOSTS.includes(url.hostname) ? null : 'notAllowed'
}

/** How a tenant connector's calls may go out: the official hosts and the allowed ones only (outboundFetch's Reach). */
export function connectorReach(platform: Platform, rules: ApiAddressRules): Reach {
  const allowHosts = [
    ...allowedHostsOf(rules),
    ...(rules.configuredOrigins ?? []).map((origin) => new URL(origin).host),
  ]
  return { allowHosts, onlyHosts: [...OFFICIAL_API_HOSTS[platform], ...allowHosts] }
}
