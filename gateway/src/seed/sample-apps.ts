// The demo installs the sample vendor apps (vendors/, started on loopback by integrations/vendor-samples) into the
// demo tenant the way a tenant administrator would: by their manifest URLs, with the admin's consent.
import type { GatewayContext } from '../core/context'
import { installByUrl } from '../services/vendor'

/** The demo tenant's administrator (consents) and the roles that may open each sample: HR Manager 1, Staff 2. */
const ADMIN = { tenantId: 1, userId: 1 }
const ROLES: Record<string, number[]> = { supplier: [1], 'tour-shop': [1, 2] }

/**
 * Installs each started sample app not installed yet in the demo tenant, or installed from another address (the
 * samples' ports changed). A sample that cannot be installed is logged and left out; the product starts anyway.
 */
export async function installSampleApps(
  ctx: GatewayContext,
  samples: Record<string, string>,
  log: (message: string) => void = console.warn,
): Promise<void> {
  for (const [name, url] of Object.entries(samples)) {
    const manifestUrl = `${url}/manifest.json`
    const installed = await ctx.db
      .selectFrom('app_install')
      .select('manifest_url')
      .where('tenant_id', '=', ADMIN.tenantId)
      .where('code', '=', name)
      .executeTakeFirst()
    if (installed?.manifest_url === manifestUrl) continue
    const result = await installByUrl(
      ctx.db,
      { httpLocal: true, now: ctx.now() },
      ADMIN,
      manifestUrl,
      ROLES[name] ?? [1],
    )
    if (Array.isArray(result))
      log(
        `[demo] sample app ${name} not installed: ${result.map((p) => `${p.path || 'manifest'}: ${p.message}`).join('; ')}`,
      )
  }
}
