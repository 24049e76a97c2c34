import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type InstallsFixture, startInstallsFixture } from './test-helpers'

describe("an installed app's per-tenant settings page", () => {
  let fx: InstallsFixture
  beforeAll(async () => {
    fx = await startInstallsFixture()
  })
  afterAll(() => fx?.close())

  it("is listed on the Apps page, handed to the shell with the app's frame, and its token is for administrators", async () => {
    fx.publish('1.0.0', ['session.appToken', 'ui'], { settings: { path: '/settings' } })
    const installed = await fx.install('1.0.0')
    expect(installed).toMatchObject({ code: 0, result: { code: 'gifts', settings: '/settings' } })
    const listed = (await fx.call('list', {})).result.apps as Array<{ code: string; settings: string | null }>
    expect(listed.find((app) => app.code === 'gifts')?.settings).toBe('/settings')

    const tree = (await fx.gateway.post('/gateway/joyhr/web/elesMenu/menuTreeForPc', { lang: 'en' }, fx.staff)).body
      .data as Array<{ code: string; microApp: { settings?: string } }>
    expect(tree.find((entry) => entry.code === 'gifts')?.microApp.settings).toBe('/settings')

    // Staff open the app, but its settings page's token is the tenant's app administrators' alone.
    const settingsToken = (token: string) =>
      fx.gateway.post('/gateway/uac/web/appToken', { appId: 'gifts', settings: true }, token)
    expect((await fx.appToken(fx.staff)).code).toBe(0)
    expect((await settingsToken(fx.staff)).body.code).toBe(403001)
    const admins = (await settingsToken(fx.one)).body
    expect(admins.code).toBe(0)
    expect((await fx.gateway.ctx.appTokens.verify(admins.result.token, 'gifts')).scope).toBe(
      'session.appToken ui app.settings',
    )
  })

  it('lists null once an update declares none', async () => {
    fx.publish('1.1.0', ['session.appToken', 'ui'])
    expect((await fx.install('1.1.0')).result).toMatchObject({ version: '1.1.0', settings: null })
    const listed = (await fx.call('list', {})).result.apps as Array<{ code: string; settings: string | null }>
    expect(listed.find((app) => app.code === 'gifts')?.settings).toBeNull()
    expect(
      (await fx.gateway.post('/gateway/uac/web/appToken', { appId: 'gifts', settings: true }, fx.one)).body.code,
    ).toBe(403001)
  })
})
