import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadConfig } from '../config'
import { writeFakeDist } from '../testing/fake-dist'
import { tempDir } from '../testing/temp-dir'
import { buildAppSite } from './app-site'

describe('source maps of the built pages', () => {
  const dir = tempDir()
  const options = { distDir: dir.path, dataDir: dir.path, logLevel: 'silent' }
  let development: FastifyInstance
  let production: FastifyInstance
  beforeAll(async () => {
    writeFakeDist(dir.path)
    mkdirSync(join(dir.path, 'apps/system/assets'), { recursive: true })
    writeFileSync(
      join(dir.path, 'apps/system/assets/main-EFGH5678.js.map'),
      '{"version":3,"sources":["src/secret.ts"]}',
    )
    development = await buildAppSite(loadConfig({}, options), join(dir.path, 'apps'))
    production = await buildAppSite(loadConfig({ NODE_ENV: 'production' }, options), join(dir.path, 'apps'))
  })
  afterAll(async () => {
    await development.close()
    await production.close()
    dir.remove()
  })

  it('are served in development, named by a SourceMap header on the script', async () => {
    const script = await development.inject({ method: 'GET', url: '/system/assets/main-EFGH5678.js' })
    expect(script.headers.sourcemap).toBe('main-EFGH5678.js.map')
    expect((await development.inject({ method: 'GET', url: '/system/assets/main-EFGH5678.js.map' })).statusCode).toBe(
      200,
    )
  })

  it('are neither served nor named in production', async () => {
    for (const url of [
      '/system/assets/main-EFGH5678.js.map',
      '/system/assets/MAIN-EFGH5678.JS.MAP',
      '/system/assets/main-EFGH5678.js.map?x=1',
    ]) {
      const answer = await production.inject({ method: 'GET', url })
      expect(answer.statusCode).toBe(404)
      expect(answer.body).not.toContain('secret.ts')
    }
    const script = await production.inject({ method: 'GET', url: '/system/assets/main-EFGH5678.js' })
    expect(script.statusCode).toBe(200)
    expect(script.headers.sourcemap).toBeUndefined()
  })

  it('are off when NODE_ENV is production or the demo is off, on in development', () => {
    expect(loadConfig({}, options).sourceMaps).toBe(true)
    expect(loadConfig({ NODE_ENV: 'production' }, options).sourceMaps).toBe(false)
    expect(loadConfig({}, { ...options, demo: false }).sourceMaps).toBe(false)
  })
})
