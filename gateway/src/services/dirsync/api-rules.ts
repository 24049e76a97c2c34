import type { GatewayContext } from '../../core/context'
import type { ApiAddressRules } from '../../integrations/messaging/api-hosts'
import type { Platform } from '../../integrations/messaging/types'

/** The API addresses a tenant's connector of `platform` may use beside the official hosts: the operator's (Config.outbound, the provider suite's). */
export function apiRulesOf(ctx: GatewayContext, platform: Platform): ApiAddressRules {
  const suite = ctx.integrations.messaging.wecomSuite
  return { ...ctx.config.outbound, configuredOrigins: platform === 'wecom' && suite ? [new URL(suite.apiUrl).origin] : [] }
}
