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
const isFrontDoor = (file: string) => /^services\/[^/]+\/index\.ts$/.test(file)

describe("a service's api.ts", () => {
  // Through its index.ts, the calculation loaded 729 of the gateway's modules (every service's routes) before the
  // services were declared; through api.ts it loads the calculation and what it reads (82 when this was written).
  it('lets another service import the payroll calculation without the routes: far fewer modules than through the front door', async () => {
    const viaApi = await modulesOf("export { calculateRun } from './salary/api'")
    const viaIndex = await modulesOf("export { calculateRun } from './salary'")
    expect(viaApi.length).toBeLessThanOrEqual(120)
    expect(viaIndex.length).toBeGreaterThan(viaApi.length)
  }, 60_000)

  it("loads no route file and no service's front door, for every service", async () => {
    const services = readdirSync(SERVICES).filter((name) => existsSync(join(SERVICES, name, 'api.ts')))
    expect(services.length).toBeGreaterThan(25)
    const loaded = await Promise.all(
      services.map(async (name) => [name, await modulesOf(`export * from './${name}/api'`)] as const),
    )
    const problems = loaded.flatMap(([name, modules]) =>
      modules.filter((file) => isRouteFile(file) || isFrontDoor(file)).map((file) => `${name}/api.ts loads ${file}`),
    )
    expect(problems).toEqual([])
  }, 120_000)
})
