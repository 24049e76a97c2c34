// Starts the built product (dist/) on free ports with a data directory of its own.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { startFromTemplate } from './product-templates'

export interface Product {
  urls: { shell: string; apps: string }
  /** The product's SQLite file (its data directory's portal.db), for the harness to read what a test cannot see. */
  databaseFile: string
  /** Local stand-ins of outside services (mail catcher, OpenID provider, platform simulators, `vendor:<name>` sample apps), by name. */
  devServices: Record<string, string>
  close(): Promise<void>
}

/** The SQLite file of each running product, by its shell's origin. */
const databases = new Map<string, string>()

/** The SQLite file of the product serving `url` (its shell's origin), started by this test process. */
export function databaseOf(url: string): string {
  const file = databases.get(new URL(url).origin)
  if (!file) throw new Error(`no product of this test process serves ${url}`)
  return file
}

/** `overrides` go to the gateway's startProduct (e.g. a fixed port and origin). */
export async function startProduct(overrides: Record<string, unknown> = {}): Promise<Product> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hr-portal-e2e-'))
  const dist = resolve(process.cwd(), process.env.DIST_DIR || 'dist')
  const main = pathToFileURL(join(dist, 'gateway/main.mjs')).href
  const { startProduct: start } = await import(main)
  // vendorSamplePorts {}: the sample vendor apps (dist/vendors/) take free ports too (a template's, on its copy).
  const startIn = (dir: string, vendorSamplePorts: Record<string, number>) =>
    start({
      port: 0,
      appsPort: 0,
      vendorSamplePorts,
      dataDir: dir,
      distDir: dist,
      databaseUrl: null,
      logLevel: 'silent',
      ...overrides,
    })
  // A product with settings of its own (a port, a model) starts fresh; the others on a copy of a template.
  const { product, release } =
    Object.keys(overrides).length > 0
      ? { product: await startIn(dataDir, {}), release: () => {} }
      : await startFromTemplate(dataDir, startIn)
  const databaseFile = join(dataDir, 'portal.db')
  const origin = new URL(product.urls.shell).origin
  databases.set(origin, databaseFile)
  return {
    urls: product.urls,
    devServices: product.devServices,
    databaseFile,
    async close() {
      databases.delete(origin)
      await product.close()
      release()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
