import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { shellOriginsOf, type Config } from '../../config'
import type { IntegrationPart } from '../index'

/** What a sample vendor app's `server.mjs` exports (vendors/<name>/server/index.ts). */
interface SampleServer {
  start(options: {
    host: string
    port: number
    portalUrl: string
    shellOrigins: string[]
    dataDir: string
    logLevel: string
  }): Promise<{ url: string; close(): Promise<void> }>
}

const isSampleServer = (module: unknown): module is SampleServer =>
  typeof (module as Partial<SampleServer>)?.start === 'function'

/**
 * The sample vendor apps (vendors/<name>/, built to `<dist>/vendors/<name>/server.mjs`), each on its own loopback
 * origin: in demo mode only, at the port `config.vendorSamplePorts` names (a free one otherwise), with its data in
 * `<dataDir>/vendors/<name>/`. They stand in for vendors' own servers, so the demo can install them by manifest URL
 * (`<url>/manifest.json`). One that cannot start is skipped with a warning; production starts none.
 */
export async function startVendorSamples(
  config: Config,
  log: (message: string) => void = console.warn,
): Promise<IntegrationPart<'vendorSamples'>> {
  const root = join(config.distDir, 'vendors')
  if (!config.demo || !existsSync(root)) return { key: 'vendorSamples', value: {} }
  const running: Array<{ name: string; url: string; close(): Promise<void> }> = []
  for (const name of readdirSync(root).sort()) {
    const file = join(root, name, 'server.mjs')
    if (!existsSync(file)) continue
    try {
      const module: unknown = await import(pathToFileURL(file).href)
      if (!isSampleServer(module)) throw new Error('server.mjs does not export start()')
      const app = await module.start({
        host: '127.0.0.1',
        port: config.vendorSamplePorts[name] ?? 0,
        portalUrl: config.shellOrigin,
        shellOrigins: shellOriginsOf(config),
        dataDir: join(config.dataDir, 'vendors', name),
        logLevel: config.logLevel,
      })
      running.push({ name, ...app })
    } catch (error) {
      log(`[vendor-samples] ${name} not started: ${(error as Error).message}`)
    }
  }
  return {
    key: 'vendorSamples',
    value: Object.fromEntries(running.map(({ name, url }) => [name, url])),
    devService: running.map(({ name, url }) => ({ name: `vendor:${name}`, url })),
    close: async () => {
      await Promise.all(running.map((app) => app.close()))
    },
  }
}
