// The demo's vendor accounts: each sample vendor app's publisher signs in to the vendor console (/vendor-console)
// with its own account, as a platform operator would have created it, owning its sample's origin.
import type { GatewayContext } from '../core/context'
import { saveVendorAccount } from '../services/vendorconsole'

/** The sample apps' vendors: sign-in name, name and password (docs/tour/README.md lists them). */
const VENDORS: Record<string, { login: string; name: string; password: string }> = {
  'tour-shop': { login: 'tour-vendor', name: 'Sunny Tours Ltd', password: 'Vendor@12345' },
  supplier: { login: 'supplier-vendor', name: 'Supplier Portal Ltd', password: 'Vendor@12345' },
}

/**
 * Creates the vendor account of each started sample app, or points it at the sample's current origin (the ports may
 * change between starts; a kept account keeps its password and sessions).
 */
export async function seedSampleVendors(ctx: GatewayContext, samples: Record<string, string>): Promise<void> {
  for (const [name, url] of Object.entries(samples)) {
    const vendor = VENDORS[name]
    if (!vendor) continue
    const account = { login: vendor.login, name: vendor.name, origins: [new URL(url).origin] }
    const kept = await saveVendorAccount(ctx.db, account, ctx.now())
    if (kept === 'needsPassword') await saveVendorAccount(ctx.db, { ...account, password: vendor.password }, ctx.now())
  }
}
