import { expect } from 'vitest'
import { sendAsApp } from '../../../testing/app-message'
import { startManifestServer, type ManifestServer } from '../../../testing/manifest-server'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'

export const api = (name: string) => `/gateway/vendor/web/apps/${name}`
export const STAFF_ROLE = 2

/**
 * A test gateway, a vendor's server answering the manifest of the app 'gifts', the administrators of tenants 1 (one)
 * and 2 (two), staff and HR signed in, and the calls the tests make.
 */
export async function startInstallsFixture() {
  const vendor: ManifestServer = await startManifestServer()
  const gateway: TestGateway = await startTestGateway()
  const one = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
  const two = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
  const staff = await gateway.login('staff', 'Staff@12345')
  const hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
  const manifestUrl = () => `${vendor.origin}/manifest.json`
  const manifest = (
    version: string,
    capabilities = ['session.appToken', 'ui'],
    more: Record<string, unknown> = {},
  ) => ({
    name: 'gifts',
    code: 'gifts',
    version,
    party: 'third',
    title: { 'zh-CN': '礼品', en: 'Gifts' },
    entry: `${vendor.origin}/app/`,
    capabilities,
    menus: [{ functionId: 'gifts:list', link: '/list', title: { 'zh-CN': '礼品清单', en: 'Gift list' } }],
    ...more,
  })
  const publish = (version: string, capabilities?: string[], more?: Record<string, unknown>) =>
    vendor.answer('/manifest.json', { json: manifest(version, capabilities, more) })
  const call = async (name: string, body: unknown, token = one) =>
    (await gateway.post(api(name), body, token, { 'accept-language': 'en' })).body
  /** Checks the manifest the URL answers now (it must name `version`), then installs that checked copy. */
  const install = async (version: string, roles = [STAFF_ROLE], token = one) => {
    const checked = (await call('preview', { manifestUrl: manifestUrl() }, token)).result
    expect(checked.app.version).toBe(version)
    return call('install', { manifestUrl: manifestUrl(), manifestHash: checked.manifestHash, roles }, token)
  }
  const appToken = async (token: string, appId = 'gifts') =>
    (await gateway.post('/gateway/uac/web/appToken', { appId }, token)).body
  const menuCodes = async (token: string) =>
    (
      (await gateway.post('/gateway/joyhr/web/elesMenu/menuTreeForPc', { lang: 'en' }, token)).body.data as Array<{
        code: string
      }>
    ).map((e) => e.code)
  /** A message from the app to the staff member, named by the app's pseudonymous id of them (session.user's id). */
  const sendAs = async (token: string) => {
    const answer = (await gateway.post('/gateway/vendor/web/appUser', { appId: 'gifts' }, staff)).body
    const pseudonym = answer.code === 0 ? (answer.result.id as string) : 'A'.repeat(43)
    return sendAsApp(
      gateway,
      token,
      { app: 'gifts', userIds: [pseudonym], title: 'Gift', body: 'For you' },
      { 'accept-language': 'en' },
    )
  }
  const searchMenus = async (token: string) =>
    (
      (await gateway.post('/gateway/joyhr/web/globalSearch', { keyword: '礼品清单', kinds: ['menu'] }, token)).body
        .result.groups as Array<{ items: Array<{ appCode: string; path: string }> }>
    )
      .flatMap((g) => g.items)
      .filter((hit) => hit.appCode === 'gifts')
  const grants = () =>
    gateway.ctx.db
      .selectFrom('role_function')
      .select(['role_id', 'function_id'])
      .where('function_id', 'like', 'gifts:%')
      .orderBy('role_id')
      .execute()
  const close = async () => {
    await gateway.close()
    await vendor.close()
  }
  return {
    gateway,
    vendor,
    one,
    two,
    staff,
    hr,
    manifestUrl,
    manifest,
    publish,
    call,
    install,
    appToken,
    menuCodes,
    sendAs,
    searchMenus,
    grants,
    close,
  }
}

export type InstallsFixture = Awaited<ReturnType<typeof startInstallsFixture>>
