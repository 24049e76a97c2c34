// Starts the built product (dist/) on free ports with a fresh data directory.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

export interface Product {
  urls: { shell: string; apps: string; vendor: Record<string, string> }
  /** Local stand-ins of outside services (mail catcher, OpenID provider, platform simulators), by name. */
  devServices: Record<string, string>
  close(): Promise<void>
}

/** `overrides` go to the gateway's startProduct (e.g. a fixed port and origin). */
export async function startProduct(overrides: Record<string, unknown> = {}): Promise<Product> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hr-portal-e2e-'))
  const dist = resolve(process.cwd(), process.env.DIST_DIR || 'dist')
  const main = pathToFileURL(join(dist, 'gateway/main.mjs')).href
  const { startProduct: start } = await import(main)
  const product = await start({ port: 0, appsPort: 0, vendorPort: 0, dataDir, distDir: dist, databaseUrl: null, logLevel: 'silent', ...overrides })
  return {
    urls: product.urls,
    devServices: product.devServices,
    async close() {
      await product.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
