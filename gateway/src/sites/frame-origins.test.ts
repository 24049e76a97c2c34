import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashToken } from '../core/auth/token'
import { installedAppRow } from '../testing/installed-app-row'
import { startTestGateway, type TestGateway } from '../testing/test-gateway'
import { writeFakeDist } from '../testing/fake-dist'

const APPS = 'http://127.0.0.1:4101'
const A = 'https://alpha.vendor.example'
const B = 'https://beta.vendor.example'
const OFF = 'https://off.vendor.example'
const DEV = 'http://localhost:5173'

describe("the shell page's frame origins", () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
    writeFakeDist(gateway.ctx.config.distDir)
    await gateway.ctx.db
      .insertInto('app_install')
      .values([
        installedAppRow({ tenantId: 1, id: 1, code: 'alpha', entry: `${A}/app/` }),
        installedAppRow({ tenantId: 1, id: 2, code: 'off', entry: `${OFF}/`, status: 'disabled' }),
        installedAppRow({ tenantId: 2, id: 3, code: 'beta', entry: `${B}/app/` }),
      ])
      .execute()
  })
  afterAll(() => gateway.close())

  const page = async (token?: string, host = 'localhost:4100') => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/portal/alpha/page-a',
      headers: { host, ...(token ? { cookie: `sso_sys_page=${token}` } : {}) },
    })
    const frameSrc = /frame-src ([^;]*);/.exec(String(response.headers['content-security-policy']))?.[1]
    const meta = /<meta name="hr-portal-frames" content="([^"]*)">/.exec(response.body)?.[1].replace(/&quot;/g, '"')
    return { frameSrc, listed: meta ? JSON.parse(meta) : null }
  }
  const signIn = async (tenantId: string) =>
    (await gateway.post('/gateway/uac/account/login', { account: 'admin', password: 'Admin@12345', tenantId })).body
      .result.token as string

  it('frames only the first-party apps before sign-in, and tells the shell so', async () => {
    expect(await page()).toEqual({ frameSrc: APPS, listed: [APPS] })
    expect(await page('not-a-session')).toEqual({ frameSrc: APPS, listed: [APPS] })
  })

  it("frames the enabled installed apps of the session's tenant only", async () => {
    expect(await page(await signIn('1'))).toEqual({ frameSrc: `${APPS} ${A}`, listed: [APPS, A] })
    expect(await page(await signIn('2'))).toEqual({ frameSrc: `${APPS} ${B}`, listed: [APPS, B] })
  })

  it("leaves out the apps the host's brand hides (weihai: supplier and tour-shop)", async () => {
    await gateway.ctx.db
      .insertInto('app_install')
      .values(installedAppRow({ tenantId: 1, id: 4, code: 'supplier', entry: 'https://supplier.vendor.example/app/' }))
      .execute()
    const token = await signIn('1')
    expect((await page(token)).listed).toEqual([APPS, A, 'https://supplier.vendor.example'])
    expect(await page(token, 'weihai.localhost:4100')).toEqual({ frameSrc: `${APPS} ${A}`, listed: [APPS, A] })
    await gateway.ctx.db.deleteFrom('app_install').where('code', '=', 'supplier').execute()
  })

  it("adds a developer's local build for that session only, never for another session", async () => {
    const developer = await signIn('1')
    const other = await signIn('1')
    await gateway.ctx.db
      .insertInto('app_dev_build')
      .values({
        tenant_id: 1,
        session_hash: hashToken(developer),
        code: 'alpha',
        url: `${DEV}/`,
        created_at: Date.now(),
      })
      .execute()
    expect(await page(developer)).toEqual({ frameSrc: `${APPS} ${A} ${DEV}`, listed: [APPS, A, DEV] })
    expect(await page(other)).toEqual({ frameSrc: `${APPS} ${A}`, listed: [APPS, A] })
  })

  it('forgets the installed apps once the session ends', async () => {
    const token = await signIn('1')
    const out = await gateway.post('/gateway/loginOut', {}, token)
    expect(out.body.code).toBe(0)
    expect(await page(token)).toEqual({ frameSrc: APPS, listed: [APPS] })
  })
})
