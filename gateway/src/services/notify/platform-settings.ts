import type { GatewayContext } from '../../core/context'
import { hookOf, wiringOf } from '../../core/service'
import type { ConnectorSettings } from '../../integrations/messaging/directory/types'
import type { Platform } from '../../integrations/messaging/types'

/** A tenant's own connector to a messaging platform, or null when it has none. */
export type TenantConnector = (
  ctx: GatewayContext,
  tenantId: number,
  platform: Platform,
) => Promise<ConnectorSettings | null>

/** Where a tenant's own connectors come from: directory sync hands its settings (System → Directory sync). */
export const TENANT_CONNECTOR = hookOf<TenantConnector>('notify.tenantConnector')

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
  const own = wiringOf(ctx.db).one(TENANT_CONNECTOR)
  return (await own?.(ctx, tenantId, platform)) ?? ctx.integrations.messaging.settings[platform] ?? null
}
