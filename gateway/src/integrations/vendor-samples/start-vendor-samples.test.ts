import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { freePort } from '../../testing/free-port'
import { tempDir } from '../../testing/temp-dir'
import { startVendorSamples } from './start-vendor-samples'

// A sample app's server.mjs as build.mjs writes it: start() answers its own options as JSON, so the test sees them.
const ECHO_SERVER = `
import { createServer } from 'node:http'
import { mkdirSync } from 'node:fs'
export async function start(options) {
  mkdirSync(options.dataDir, { recursive: true })
  const server = createServer((request, response) => response.end(JSON.stringify(options)))
  await new Promise((resolve) => server.listen(options.port, options.host, resolve))
  return { url: 'http://127.0.0.1:' + server.address().port, close: () => new Promise((resolve) => server.close(resolve)) }
}
`

const dirs: Array<{ remove(): void }> = []
afterEach(() => {
  for (const dir of dirs.splice(0)) dir.remove()
})

function fakeDist(files: Record<string, string>) {
  const dir = tempDir('vendor-samples-')
  dirs.push(dir)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir.path, 'dist', path, '..'), { recursive: true })
    writeFileSync(join(dir.path, 'dist', path), text)
  }
  return loadConfig(
    {},
    {
      distDir: join(dir.path, 'dist'),
      dataDir: join(dir.path, 'data'),
      port: 4100,
      vendorSamplePorts: {},
      logLevel: 'silent',
    },
  )
}

describe('sample vendor apps', () => {
  it("start in demo mode on loopback with the portal's address and their own data folder, listed as dev services, and stop on close", async () => {
    const config = fakeDist({ 'vendors/supplier/server.mjs': ECHO_SERVER, 'vendors/notes/readme.txt': 'no server' })
    const part = await startVendorSamples(config)
    const url = part.value.supplier
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(Object.keys(part.value)).toEqual(['supplier'])
    expect(part.devService).toEqual([{ name: 'vendor:supplier', url }])
    expect(await (await fetch(url)).json()).toEqual({
      host: '127.0.0.1',
      port: 0,
      portalUrl: 'http://localhost:4100',
      shellOrigins: [
        'http://localhost:4100',
        'http://weihai.localhost:4100',
        'http://jiahe.localhost:4100',
        'http://yunhai.localhost:4100',
      ],
      dataDir: join(config.dataDir, 'vendors', 'supplier'),
      logLevel: 'silent',
    })
    await part.close!()
    await expect(fetch(url)).rejects.toThrow()
  })

  it('take the port configured for the app', async () => {
    const config = fakeDist({ 'vendors/supplier/server.mjs': ECHO_SERVER })
    const port = await freePort()
    const part = await startVendorSamples({ ...config, vendorSamplePorts: { supplier: port } })
    expect(part.value.supplier).toBe(`http://127.0.0.1:${port}`)
    await part.close!()
  })

  it('start none in production', async () => {
    const config = fakeDist({ 'vendors/supplier/server.mjs': ECHO_SERVER })
    expect(await startVendorSamples({ ...config, demo: false })).toEqual({ key: 'vendorSamples', value: {} })
  })

  it('skip one that cannot start with a warning, and start the others', async () => {
    const config = fakeDist({
      'vendors/broken/server.mjs': 'export const nothing = 1',
      'vendors/supplier/server.mjs': ECHO_SERVER,
    })
    const warnings: string[] = []
    const part = await startVendorSamples(config, (message) => warnings.push(message))
    expect(Object.keys(part.value)).toEqual(['supplier'])
    expect(warnings).toEqual(['[vendor-samples] broken not started: server.mjs does not export start()'])
    await part.close!()
  })
})
