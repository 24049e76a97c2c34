import type { GatewayContext } from '../../core/context'
import type { ApiAddressRules } from '../../integrations/messaging/api-hosts'
import type { Platform } from '../../integrations/messaging/types'

/**
 * The API addresses a tenant's connector of `platform` may use beside the official hosts: the operator's (Config.outbound,
 * the provider suite's) and, in demo mode, the platform's stand-in wherever it listens (HOST may be another address).
 */
export function apiRulesOf(ctx: GatewayContext, platform: Platform): ApiAddressRules {
  const suite = platform === 'wecom' ? ctx.integrations.messaging.wecomSuite : null
  const standIn = ctx.config.demo ? ctx.integrations.devServices[platform] : undefined
  const configured = [suite?.apiUrl, standIn]
    .filter((url): url is string => !!url && URL.canParse(url))
    .map((url) => new URL(url).origin)
  return { ...ctx.config.outbound, configuredOrigins: configured }
}
