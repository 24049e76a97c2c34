import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startManifestServer, type ManifestServer } from '../../../testing/manifest-server'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { PREVIEW_TTL_MS } from './previews'

const api = (name: string) => `/gateway/vendor/web/apps/${name}`
const STAFF_ROLE = 2

describe('an install installs the manifest the administrator checked', () => {
  let gateway: TestGateway
  let vendor: ManifestServer
  let admin: string
  let otherAdmin: string
  const url = (path = '/manifest.json') => `${vendor.origin}${path}`
  const manifest = (more: Record<string, unknown> = {}) => ({
    name: 'perks',
    code: 'perks',
    version: '1.0.0',
    party: 'third',
    title: { 'zh-CN': '福利', en: 'Perks' },
    entry: `${vendor.origin}/app/`,
    capabilities: ['ui'],
    menus: [{ functionId: 'perks:list', link: '/list', title: { 'zh-CN': '福利清单', en: 'Perk list' } }],
    ...more,
  })
  const call = async (name: string, body: unknown, token = admin) =>
    (await gateway.post(api(name), body, token, { 'accept-language': 'en' })).body
  const preview = async (path = '/manifest.json', token = admin) =>
    (await call('preview', { manifestUrl: url(path) }, token)).result
  const install = (manifestHash: string, path = '/manifest.json', token = admin) =>
    call('install', { manifestUrl: url(path), manifestHash, roles: [STAFF_ROLE] }, token)
  const installedRow = () =>
    gateway.ctx.db
      .selectFrom('app_install')
      .select(['manifest', 'scopes'])
      .where('code', '=', 'perks')
      .executeTakeFirst()
  const notPreviewed = {
    code: 400432,
    msg: 'This is not the manifest you checked, or the check is over an hour old: check it again before installing',
  }

  beforeAll(async () => {
    vendor = await startManifestServer()
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    // Tenant 2's administrator: another tenant's check is no consent in tenant 1 either.
    otherAdmin = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
  })
  afterAll(async () => {
    await gateway?.close()
    await vendor?.close()
  })

  it('refuses an install without a check, or naming a manifest nobody checked', async () => {
    vendor.answer('/manifest.json', { json: manifest() })
    expect(await install('0'.repeat(64))).toMatchObject(notPreviewed)
    const checked = await preview()
    expect(checked.manifestHash).toMatch(/^[0-9a-f]{64}$/)
    expect(await install(checked.manifestHash.replace(/^./, (c: string) => (c === 'a' ? 'b' : 'a')))).toMatchObject(
      notPreviewed,
    )
    // The hash of a check at another URL, or by another tenant's administrator, is not this one's consent.
    vendor.answer('/copy.json', { json: manifest() })
    expect(await install(checked.manifestHash, '/copy.json')).toMatchObject(notPreviewed)
    expect(await install(checked.manifestHash, '/manifest.json', otherAdmin)).toMatchObject(notPreviewed)
    expect(await installedRow()).toBeUndefined()
  })

  it('installs the checked copy when the URL answers a different manifest of the same version since', async () => {
    vendor.answer('/manifest.json', { json: manifest() })
    const checked = await preview()
    expect(checked.consent.capabilities.map((c: { name: string }) => c.name)).toEqual(['ui'])
    vendor.answer('/manifest.json', {
      json: manifest({
        capabilities: [
          'ui',
          'session.appToken',
          'messages.send',
          'perm',
          'tabs',
          'nav',
          'nav.apps',
          'events',
          'messages',
          'storage',
        ],
        scopes: ['user.name', 'user.email', 'user.jobNumber', 'org.read'],
      }),
    })
    const installed = await install(checked.manifestHash)
    expect(installed).toMatchObject({ code: 0, result: { code: 'perks', version: '1.0.0' } })
    const row = await installedRow()
    expect(JSON.parse(row!.manifest).capabilities).toEqual(['ui'])
    expect(JSON.parse(row!.scopes)).toEqual([])
    // One check, one install: the same hash does not install again.
    expect(await install(checked.manifestHash)).toMatchObject(notPreviewed)
  })

  it('refuses a check older than an hour', async () => {
    vendor.answer('/manifest.json', { json: manifest({ version: '1.1.0' }) })
    const checked = await preview()
    // As if checked an hour ago (moving the clock would end the session too).
    await gateway.ctx.db
      .updateTable('app_install_preview')
      .set({ created_at: gateway.ctx.now() - PREVIEW_TTL_MS })
      .execute()
    expect(await install(checked.manifestHash)).toMatchObject(notPreviewed)
    expect(JSON.parse((await installedRow())!.manifest).version).toBe('1.0.0')
  })
})
