// Started products' data directories, kept to start later products from a copy: a fresh product migrates and seeds its
// database (about 2 s, more on a busy machine; the suite starts a product for every test with a product of its own),
// a product on a copy finds it migrated and seeded and starts in about half a second.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A product's data directory right after its first start, and the ports of its sample vendor apps (their installs in
 * the database name those addresses, so a product on a copy serves them at the same ports). One product at a time
 * runs on a copy of a template: a second product started meanwhile takes another template.
 */
interface Template {
  dir: string
  samplePorts: Record<string, number>
  inUse: boolean
}

type Start = (
  dataDir: string,
  samplePorts: Record<string, number>,
) => Promise<{ devServices: Record<string, string>; close(): Promise<void> }>

const templates: Template[] = []

process.on('exit', () => {
  for (const template of templates) rmSync(template.dir, { recursive: true, force: true })
})

/** The ports of the sample vendor apps a product started (`vendor:<name>` among its outside services). */
function samplePortsOf(devServices: Record<string, string>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(devServices)
      .filter(([name]) => name.startsWith('vendor:'))
      .map(([name, url]) => [name.slice('vendor:'.length), Number(new URL(url).port)]),
  )
}

/** A template not in use, made (a product started fresh and closed) when every template is in use. */
async function freeTemplate(start: Start): Promise<Template> {
  const free = templates.find((template) => !template.inUse)
  if (free) {
    free.inUse = true
    return free
  }
  const template: Template = {
    dir: mkdtempSync(join(tmpdir(), 'hr-portal-e2e-template-')),
    samplePorts: {},
    inUse: true,
  }
  try {
    const product = await start(template.dir, {})
    template.samplePorts = samplePortsOf(product.devServices)
    await product.close()
  } catch (error) {
    rmSync(template.dir, { recursive: true, force: true })
    throw error
  }
  templates.push(template)
  return template
}

/**
 * Starts a product in `dataDir` from a copy of a template's data directory; `release` gives the template back once the
 * product closed. Should the copy not start, or start without a sample app (its port taken meanwhile by another
 * program), the template is dropped and the product starts fresh.
 */
export async function startFromTemplate<P extends { devServices: Record<string, string>; close(): Promise<void> }>(
  dataDir: string,
  start: (dataDir: string, samplePorts: Record<string, number>) => Promise<P>,
): Promise<{ product: P; release: () => void }> {
  const template = await freeTemplate(start)
  cpSync(template.dir, dataDir, { recursive: true })
  const product = await start(dataDir, template.samplePorts).catch(() => null)
  // A sample app whose port was taken does not start (the product starts without it): the copy is of no use then.
  if (product && JSON.stringify(samplePortsOf(product.devServices)) === JSON.stringify(template.samplePorts))
    return { product, release: () => (template.inUse = false) }
  await product?.close()
  templates.splice(templates.indexOf(template), 1)
  rmSync(template.dir, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir)
  return { product: await start(dataDir, {}), release: () => {} }
}
