import { build } from 'esbuild'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const SERVICES = import.meta.dirname

/** The gateway's own modules an entry loads, as paths under gateway/src (npm packages left out). */
async function modulesOf(contents: string): Promise<string[]> {
  const result = await build({
    stdin: { contents, resolveDir: SERVICES, loader: 'ts' },
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  })
  return Object.keys(result.metafile.inputs)
    .filter((file) => file.includes('gateway/src/'))
    .map((file) => file.replace(/^.*gateway\/src\//, ''))
}

const isRouteFile = (file: string) => /(^|\/)([\w-]+-)?routes?\.ts$/.test(file)
const isServiceObject = (file: string) => /^services\/[^/]+\/service\.ts$/.test(file)

describe("a service's index.ts, its narrow interface", () => {
  // Through the service's front door, the calculation loaded 729 of the gateway's modules (every service's routes)
  // before the services were declared; through the narrow index.ts it loads the calculation and what it reads (82 when
  // this was written, 122 once a run's lock recorded labour pay and severance for the tax records, 134 once day plans were
  // kept per change of their tables). The service's object with its routes is service.ts, read by service-list.ts only.
  it('lets another service import the payroll calculation without the routes: far fewer modules than with its object', async () => {
    const viaIndex = await modulesOf("export { calculateRun } from './payroll'")
    const withObject = await modulesOf(
      "export { calculateRun } from './payroll'\nexport { payroll } from './payroll/service'",
    )
    expect(viaIndex.length).toBeLessThanOrEqual(140)
    expect(withObject.length).toBeGreaterThan(viaIndex.length)
  }, 60_000)

  it("loads no route file and no service's object, for every service", async () => {
    const services = readdirSync(SERVICES).filter((name) => existsSync(join(SERVICES, name, 'service.ts')))
    expect(services.length).toBeGreaterThan(25)
    const loaded = await Promise.all(
      services.map(async (name) => [name, await modulesOf(`export * from './${name}'`)] as const),
    )
    const problems = loaded.flatMap(([name, modules]) =>
      modules
        .filter((file) => isRouteFile(file) || isServiceObject(file))
        .map((file) => `${name}/index.ts loads ${file}`),
    )
    expect(problems).toEqual([])
  }, 120_000)
})
