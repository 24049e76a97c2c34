import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WECOM_DEMO } from '../../integrations/messaging/simulators/wecom-demo'
import type { TestGateway } from '../../testing/test-gateway'
import { directoryChecks } from './test-helpers'
import { startWecomFixture, type WecomFixture } from './wecom-fixture'

const W = (path: string) => `/gateway/ums/web/wechat/${path}`

describe('directory sync: the connector settings and the first dry run', () => {
  let fx: WecomFixture
  let gateway: TestGateway
  let admin: string
  const post = (path: string, body: unknown, token?: string) => fx.post(path, body, token)
  const settings = () => fx.settings
  const { db, counts } = directoryChecks(() => gateway)

  beforeAll(async () => {
    fx = await startWecomFixture({ saved: false })
    ;({ gateway, admin } = fx)
  })
  afterAll(() => fx?.close())

  it("tests the connection with the platform's error in words, saves the settings sealed and never answers a secret", async () => {
    expect((await post('config/test', { ...settings(), appSecret: 'wrong' })).result).toEqual({
      ok: false,
      message: 'WeCom refused the request: the secret is wrong (error 40001)',
    })
    const zh = (await gateway.post(W('config/test'), { ...settings(), corpId: 'ww-x' }, admin)).body.result
    expect(zh.message).toBe('企业微信拒绝了请求：企业 ID 错误（错误码 40013）')
    expect((await post('config/test', settings())).result).toEqual({ ok: true, message: '' })
    expect((await post('config/save', { ...settings(), callbackKey: 'short' })).code).toBe(411205)
    const saved = await post('config/save', settings())
    expect(saved.code).toBe(0)
    const got = (await post('config/get', { platform: 'wecom' })).result
    expect(got.connector).toMatchObject({
      corpId: WECOM_DEMO.corpId,
      appSecretSaved: true,
      callbackKeySaved: true,
      rules: { name: 'platform', jobNumber: 'portal' },
    })
    expect(JSON.stringify(got)).not.toContain(WECOM_DEMO.secret)
    expect(JSON.stringify(got)).not.toContain(WECOM_DEMO.encodingAesKey)
    const row = await db()
      .selectFrom('dirsync_connector')
      .selectAll()
      .where('tenant_id', '=', 1)
      .executeTakeFirstOrThrow()
    expect(row.app_secret).not.toContain(WECOM_DEMO.secret)
    // Saving again without the secret keeps the saved one.
    expect((await post('config/save', { ...settings(), appSecret: '', callbackKey: '', callbackToken: '' })).code).toBe(
      0,
    )
    expect((await post('config/test', { ...settings(), appSecret: '' })).result.ok).toBe(true)
    const apps = (await post('apps', { platform: 'wecom' })).result
    expect(apps.apps.map((app: { id: string }) => app.id)).toContain(WECOM_DEMO.agentId)
    const audit = await db()
      .selectFrom('dirsync_audit')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('action', '=', 'connector.save')
      .execute()
    expect(audit).toHaveLength(2)
    expect(audit.map((a) => a.detail).join()).not.toContain(WECOM_DEMO.secret)
  })

  it('dry-runs the first sync: the plan names what would be created and linked, and nothing is written', async () => {
    const before = await counts()
    const plan = (await post('sync/dryRun', { platform: 'wecom' })).result
    expect(plan.ok).toBe(true)
    const byId = Object.fromEntries(plan.steps.map((step: any) => [`${step.kind}:${step.platformId}`, step]))
    expect(byId['unit:1'].action).toBe('link')
    expect(byId['unit:5']).toMatchObject({ action: 'create', name: '移动开发组' })
    expect(byId['member:wx-hr'].action).not.toBe('create')
    expect(byId['member:wx-zhaoliu']).toMatchObject({ action: 'create' })
    expect(byId['member:wx-zhaoliu'].changes).toContainEqual({ field: 'department', before: null, after: '移动开发组' })
    expect(byId['member:wx-admin']).toMatchObject({
      action: 'link',
      reason: 'Matched the account admin, which has no staff record; the account is linked',
    })
    expect(await counts()).toEqual(before)
  })
})
