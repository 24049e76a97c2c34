import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigError } from './config'
import { openDatabase } from './core/db/database'
import { migrateAll } from './testing/migrate-all'
import { startProduct, type RunningProduct } from './main'
import { defaultDatabasePassword } from './production-checks'
import { createFirstAdmin } from './seed/first-admin'
import { seedIfEmpty } from './seed/seed'
import { writeFakeDist } from './testing/fake-dist'
import { tempDir } from './testing/temp-dir'

const login = (product: RunningProduct, account: string, password: string) =>
  fetch(`${product.urls.shell}/gateway/uac/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  }).then((r) => r.json() as Promise<{ code: number; result?: { token?: string } }>)

/** Signs in and answers the session token; a user of several tenants enters the first. */
async function tokenOf(product: RunningProduct, account: string, password: string): Promise<string> {
  const answer = (await login(product, account, password)) as {
    code: number
    result: { token?: string; needTenant?: boolean; preLoginTicket?: string; tenants?: Array<{ tenantId: string }> }
  }
  if (!answer.result.needTenant) return answer.result.token ?? ''
  const entered = await fetch(`${product.urls.shell}/gateway/tum/web/tenant/preLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      preLoginTicket: answer.result.preLoginTicket,
      tenantId: answer.result.tenants![0].tenantId,
    }),
  }).then((r) => r.json() as Promise<{ result: { token: string } }>)
  return entered.result.token
}

/** The codes of the menu tree's app entries a signed-in user sees. */
const menuApps = (product: RunningProduct, token: string) =>
  fetch(`${product.urls.shell}/gateway/joyhr/web/elesMenu/menuTreeForPc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: '{}',
  })
    .then((r) => r.json() as Promise<{ data: Array<{ code: string }> }>)
    .then((answer) => answer.data.map((entry) => entry.code))

/** The UI gallery's build, as build.mjs places it: a development tool (its manifest says so). */
function writeGallery(distDir: string) {
  const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../../apps/gallery/manifest.json'), 'utf8'))
  expect(manifest.development).toBe(true)
  mkdirSync(join(distDir, 'apps/gallery'), { recursive: true })
  writeFileSync(join(distDir, 'apps/gallery/manifest.json'), JSON.stringify(manifest))
  writeFileSync(
    join(distDir, 'apps/gallery/index.html'),
    '<!doctype html><head><!--hr-portal-config--></head><title>gallery</title>',
  )
}

describe('production mode', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())
  writeFakeDist(`${dir.path}/dist`)
  writeGallery(`${dir.path}/dist`)
  const options = (name: string, demo: boolean) => ({
    port: 0,
    appsPort: 0,
    dataDir: `${dir.path}/${name}`,
    distDir: `${dir.path}/dist`,
    databaseUrl: null,
    logLevel: 'silent',
    demo,
  })

  it('refuses to start before the first administrator exists, and seeds no demo data', async () => {
    await expect(startProduct(options('empty', false))).rejects.toThrow(
      /no administrator yet: create the first one with `node dist\/gateway\/cli.mjs create-admin/,
    )
    const db = openDatabase(options('empty', false))
    try {
      expect(await db.selectFrom('app_user').select('id').execute()).toEqual([])
      expect(await db.selectFrom('employee').select('id').execute()).toEqual([])
      expect((await db.selectFrom('menu').select('id').execute()).length).toBeGreaterThan(0)
    } finally {
      await db.destroy()
    }
  })

  it('creates the first administrator once; then starts with no demo accounts and no demo hint', async () => {
    const config = options('prod', false)
    const db = openDatabase(config)
    await migrateAll(db)
    await seedIfEmpty(db, { demo: false })
    await expect(
      createFirstAdmin(db, { userName: 'root', password: 'short', company: 'Acme', tenant: 'HQ' }),
    ).rejects.toThrow('The password must be 9 to 20 characters long')
    await createFirstAdmin(db, { userName: 'root', password: 'Vx7#pLq2!mRz', company: 'Acme', tenant: 'HQ' })
    await expect(
      createFirstAdmin(db, { userName: 'other', password: 'Vx7#pLq2!mRz', company: 'Acme', tenant: 'HQ' }),
    ).rejects.toThrow(/an administrator exists already/)
    await db.destroy()

    const product = await startProduct(config)
    try {
      expect((await login(product, 'root', 'Vx7#pLq2!mRz')).code).toBe(0)
      expect((await login(product, 'admin', 'Admin@12345')).code).not.toBe(0)
      const page = await (await fetch(`${product.urls.shell}/login`)).text()
      expect(page).not.toContain('hr-portal-demo')
      // The UI gallery is a development tool: no menu entry and no page in production.
      const apps = await menuApps(product, await tokenOf(product, 'root', 'Vx7#pLq2!mRz'))
      expect(apps).toContain('ums')
      expect(apps).not.toContain('gallery')
      expect((await fetch(`${product.urls.apps}/gallery/pieces`)).status).toBe(404)
      expect((await fetch(`${product.urls.apps}/system/structure`)).status).toBe(200)
    } finally {
      await product.close()
    }
  })

  it('refuses a database that still holds the demo accounts with their demo passwords', async () => {
    const demo = await startProduct(options('demo', true))
    expect(await (await fetch(`${demo.urls.shell}/login`)).text()).toContain('<meta name="hr-portal-demo" content="1">')
    // In demo (development) mode the UI gallery is there for administrators.
    expect(await menuApps(demo, await tokenOf(demo, 'admin', 'Admin@12345'))).toContain('gallery')
    expect((await fetch(`${demo.urls.apps}/gallery/pieces`)).status).toBe(200)
    await demo.close()
    await expect(startProduct(options('demo', false))).rejects.toThrow(/account "admin" still has its demo password/)
  })

  it('refuses a database password that is a well-known default', () => {
    expect(defaultDatabasePassword('postgres://postgres:postgres@db/portal')).toBe('postgres')
    expect(defaultDatabasePassword('postgres://hr:Password@db/portal')).toBe('Password')
    expect(defaultDatabasePassword('postgres://hr:@db/portal')).toBe('')
    expect(defaultDatabasePassword('postgres://hr@db/portal')).toBeNull()
    expect(defaultDatabasePassword('postgres://hr:k8%23Tq2vLw9@db/portal')).toBeNull()
    expect(defaultDatabasePassword(null)).toBeNull()
  })

  it('reads production from NODE_ENV', async () => {
    const { loadConfig } = await import('./config')
    expect(loadConfig({ NODE_ENV: 'production' }).demo).toBe(false)
    expect(loadConfig({}).demo).toBe(true)
    expect(new ConfigError('x')).toBeInstanceOf(Error)
  })
})

describe('security headers', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it('go out on both origins: CSP with frame-ancestors, Referrer-Policy, nosniff; COOP on the shell', async () => {
    writeFakeDist(`${dir.path}/dist`)
    writeGallery(`${dir.path}/dist`)
    const product = await startProduct({
      port: 0,
      appsPort: 0,
      dataDir: `${dir.path}/data`,
      distDir: `${dir.path}/dist`,
      databaseUrl: null,
      logLevel: 'silent',
    })
    try {
      const answers = {
        shellPage: await fetch(`${product.urls.shell}/portal/ums/structure`),
        shellApi: await fetch(`${product.urls.shell}/gateway/uac/web/getTokenInfo`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
        shellAsset: await fetch(`${product.urls.shell}/assets/main-ABCD1234.js`),
        appPage: await fetch(`${product.urls.apps}/system/`),
        appAsset: await fetch(`${product.urls.apps}/system/assets/main-EFGH5678.js`),
      }
      for (const [name, answer] of Object.entries(answers)) {
        expect(answer.headers.get('referrer-policy'), name).toBe('strict-origin-when-cross-origin')
        expect(answer.headers.get('x-content-type-options'), name).toBe('nosniff')
        expect(answer.headers.get('strict-transport-security'), name).toBeNull()
        const ancestors = name.startsWith('shell') ? "frame-ancestors 'none'" : `frame-ancestors ${product.urls.shell}`
        expect(answer.headers.get('content-security-policy'), name).toContain(ancestors)
      }
      for (const answer of [answers.shellPage, answers.shellApi, answers.shellAsset]) {
        expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin')
      }
      expect(answers.shellApi.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    } finally {
      await product.close()
    }
  })

  it('adds HSTS when the public origin is https', async () => {
    const { startTestGateway } = await import('./testing/test-gateway')
    const gateway = await startTestGateway({ shellOrigin: 'https://hr.example.com' })
    try {
      const answer = await gateway.post('/gateway/uac/web/getTokenInfo', {})
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    } finally {
      await gateway.close()
    }
  })
})
