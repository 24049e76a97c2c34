import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startTestGateway, type TestGateway } from '../testing/test-gateway'

// §1 host branding: the request's host name picks the brand (config.brandHosts; demo: *.localhost).
describe('brand of the host', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
    const shellDir = join(gateway.ctx.config.distDir, 'shell')
    mkdirSync(shellDir, { recursive: true })
    writeFileSync(
      join(shellDir, 'index.html'),
      '<!doctype html><html><head><title>HR Portal</title></head><body></body></html>',
    )
  })
  afterAll(() => gateway.close())

  const sysInfo = async (host: string) =>
    JSON.parse((await gateway.app.inject({ method: 'GET', url: '/gateway/uac/sysInfo', headers: { host } })).body)
      .result
  const page = async (host: string) =>
    (await gateway.app.inject({ method: 'GET', url: '/login', headers: { host } })).body

  it('answers the system info of the brand of the host name, port ignored', async () => {
    expect(await sysInfo('weihai.localhost:4100')).toMatchObject({
      sysCode: 'weihai',
      sysName: '威海人力资源平台',
      themeId: 'orange',
      systemType: 2,
      segments: [],
      hiddenApps: ['supplier', 'tour-shop'],
    })
    expect(await sysInfo('JIAHE.localhost')).toMatchObject({
      sysCode: 'jiahe',
      themeId: 'blue',
      segments: ['jhpay', 'jhsocial'],
      systemType: 1,
    })
    expect((await sysInfo('yunhai.localhost:4100')).logoUrl).toMatch(/^data:image\/svg\+xml,/)
  })

  it('answers the default brand, with empty values, for any other host', async () => {
    expect(await sysInfo('localhost:4100')).toEqual({
      id: 1,
      tenantId: null,
      sysCode: 'default',
      themeId: '',
      sysName: '',
      logoUrl: '',
      linkUrl: '',
      segments: [],
      systemType: 1,
      hiddenApps: [],
    })
  })

  it('puts the brand into the shell page: system info, tab title and favicon', async () => {
    const weihai = await page('weihai.localhost:4100')
    expect(weihai).toContain('<title>威海人力资源平台</title>')
    expect(weihai).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/)
    const meta = weihai
      .match(/<meta name="hr-portal-brand" content="([^"]*)">/)![1]
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
    expect(JSON.parse(meta)).toMatchObject({ sysCode: 'weihai', themeId: 'orange' })
    expect(weihai).toMatch(/<meta name="hr-portal-sso" content="\{&quot;enabled&quot;:true,/)
    const plain = await page('localhost:4100')
    expect(plain).toContain('<title>HR Portal</title>')
    expect(plain).not.toContain('rel="icon"')
  })

  it('accepts state-changing calls from a brand host of the shell, and from no other origin', async () => {
    const login = (origin: string) =>
      gateway.post('/gateway/uac/account/login', { account: 'staff', password: 'Staff@12345' }, undefined, { origin })
    expect((await login('http://weihai.localhost:4100')).body.code).toBe(0)
    expect((await login('http://evil.localhost:4100')).status).toBe(403)
  })
})
