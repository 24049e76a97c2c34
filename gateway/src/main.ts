import { join } from 'node:path'
import { loadManifests } from './apps/manifests'
import { syncManifestMenus } from './apps/menu-sync'
import { appsForMode, removeAppMenus } from './apps/development-apps'
import { loadAppTokenIssuer } from './services/accounts'
import { loadConfig, withBoundPorts, type Config } from './config'
import { registerApps } from './apps/registry'
import type { GatewayContext } from './core/context'
import { openDatabase } from './core/db/database'
import { openBus, type Bus } from './core/bus'
import { migrateToLatest } from './core/db/migrate'
import { allMigrations } from './services/migrations'
import { services, wireGateway } from './service-list'
import { closeHttp, listenHttp } from './core/http/listen'
import { startIntegrations, type RunningIntegrations } from './integrations'
import { checkProductionStart } from './production-checks'
import { installSampleApps } from './seed/sample-apps'
import { seedSampleVendors } from './seed/sample-vendor'
import { seedIfEmpty } from './seed/seed'
import { seedRecruitDemo } from './seed/recruit-demo'
import { buildAppSite } from './sites/app-site'
import { buildShellSite } from './sites/shell-site'

export type { Config } from './config'

export interface ProductUrls {
  /** The shell and the gateway (`<shell>/gateway`). */
  shell: string
  /** First-party sub-apps, each under `/<name>/`. Vendor apps run on their own origins, installed per tenant. */
  apps: string
}

export interface RunningProduct {
  urls: ProductUrls
  /** The configuration in effect, with the bound ports and origins. */
  config: Config
  /** Local stand-ins of outside services started with the product (demo and tests), by name. */
  devServices: Record<string, string>
  close(): Promise<void>
}

/**
 * Starts the two origins of the product on one machine: the shell with the gateway API, and the
 * first-party apps (vendor apps run on their own origins). The database is created, migrated and seeded on first
 * start and reused after. Port 0 in `overrides` binds a free port; the origins then follow it.
 * @example const product = await startProduct({ port: 0, appsPort: 0, dataDir })
 */
export async function startProduct(overrides: Partial<Config> = {}): Promise<RunningProduct> {
  const wanted = loadConfig(process.env, overrides)
  const db = openDatabase(wanted)
  const bound: Array<Awaited<ReturnType<typeof listenHttp>>> = []
  let outside: RunningIntegrations | undefined
  let bus: Bus | undefined
  try {
    await migrateToLatest(db, allMigrations())
    wireGateway(db)
    bus = await openBus(db, wanted)
    const seeded = await seedIfEmpty(db, { demo: wanted.demo })
    await checkProductionStart(db, wanted)
    // Development tools (the UI gallery) run in demo mode only: in production their menus go.
    const { run: manifests, leftOut } = appsForMode(loadManifests(wanted.distDir), wanted.demo)
    await removeAppMenus(
      db,
      leftOut.map((m) => m.code),
    )
    registerApps(manifests)
    await syncManifestMenus(db, manifests)
    for (const port of [wanted.port, wanted.appsPort]) bound.push(await listenHttp(port, wanted.host))
    const config = withBoundPorts(wanted, { shell: bound[0].port, apps: bound[1].port })
    const now = () => Date.now()
    outside = await startIntegrations(config)
    const ctx: GatewayContext = {
      config,
      db,
      now,
      appTokens: await loadAppTokenIssuer(db, `${config.shellOrigin}/gateway`, now),
      integrations: outside.integrations,
      bus,
    }
    for (const service of services) await service.onStart?.(ctx)
    const sites = [
      await buildShellSite(ctx, bound[0].server),
      await buildAppSite(
        config,
        join(config.distDir, 'apps'),
        bound[1].server,
        leftOut.map((m) => m.name),
      ),
    ]
    await Promise.all(sites.map((site) => site.ready()))
    // The demo's sample vendor apps, installed in the demo tenant by their manifest URLs like any vendor's.
    if (config.demo)
      await installSampleApps(ctx, outside.integrations.vendorSamples, (message) => console.warn(message))
    // Their vendors' accounts for the vendor console, each owning its sample's origin.
    if (config.demo) await seedSampleVendors(ctx, outside.integrations.vendorSamples)
    // The demo's recruitment (an opening, candidates with résumés in the file store): once, on the new database.
    if (seeded && config.demo) await seedRecruitDemo(ctx)
    let closing: Promise<void> | undefined
    return {
      urls: { shell: config.shellOrigin, apps: config.appsOrigin },
      config,
      devServices: outside.integrations.devServices,
      close: () => {
        closing ??= (async () => {
          await Promise.all(bound.map(({ server }) => closeHttp(server)))
          await Promise.all(sites.map((site) => site.close()))
          await outside?.close()
          await bus?.close()
          await db.destroy()
        })()
        return closing
      },
    }
  } catch (error) {
    await Promise.all(bound.map(({ server }) => closeHttp(server)))
    await outside?.close()
    await bus?.close()
    await db.destroy()
    throw error
  }
}
