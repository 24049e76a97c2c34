import type { GatewayContext } from '../../core/context'
import type { ConnectorSettings } from '../../integrations/messaging/directory/types'
import type { Platform } from '../../integrations/messaging/types'
import { connectorSettingsFor } from '../dirsync'

/**
 * The connector settings notices to `platform` are sent with for a tenant, or null when the platform is not
 * connected: the tenant's own connector (System → Directory sync), else the installation's app on the platform
 * (environment, or the demo's stand-ins).
 */
export async function platformSettingsFor(
  ctx: GatewayContext,
  tenantId: number,
  platform: Platform,
): Promise<ConnectorSettings | null> {
  return (await connectorSettingsFor(ctx, tenantId, platform)) ?? ctx.integrations.messaging.settings[platform] ?? null
}
