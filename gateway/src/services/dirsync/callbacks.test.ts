import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sealedCallback } from '../../integrations/messaging/simulators/wecom-callback-sender'
import { WECOM_DEMO } from '../../integrations/messaging/simulators/wecom-demo'
import type { RunningSimulator } from '../../integrations/messaging/simulators/http-server'
import type { TestGateway } from '../../testing/test-gateway'
import { settledRuns } from './index'
import { directoryChecks } from './test-helpers'
import { startWecomFixture, type WecomFixture } from './wecom-fixture'

describe("directory sync: the platform's signed callbacks", () => {
  let fx: WecomFixture
  let gateway: TestGateway
  let simulator: RunningSimulator
  let callbackUrl: string
  const post = (path: string, body: unknown, token?: string) => fx.post(path, body, token)
  const settings = () => fx.settings
  const console = (body: Record<string, unknown>) => fx.console(body)
  const { db, unitOf, staffWith } = directoryChecks(() => gateway)

  beforeAll(async () => {
    fx = await startWecomFixture()
    ;({ gateway, simulator, callbackUrl } = fx)
    // Linked to the platform's directory by a first full sync.
    await fx.fullSync()
  })
  afterAll(() => fx?.close())

  it('follows a rename, a move, a new hire and a departure through the signed callbacks within seconds', async () => {
    const registered = await fetch(`${simulator.url}/sim/callback-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: callbackUrl }),
    })
    expect(await registered.json()).toMatchObject({ ok: true })
    const started = Date.now()
    expect(
      (await console({ action: 'updateDepartment', id: 5, name: '移动应用组', parentId: 4 })).delivery.status,
    ).toBe(200)
    expect(await unitOf('5')).toMatchObject({ name: '移动应用组', parent_id: (await unitOf('4'))!.id })
    await console({
      action: 'addMember',
      userId: 'wx-newbie',
      name: '新同事',
      mobile: '13700000009',
      email: 'newbie@demo-corp.example',
      jobNumber: 'WX2001',
      departmentId: 2,
      position: '招聘专员',
    })
    expect(await staffWith('13700000009')).toMatchObject({
      name: '新同事',
      organ_id: (await unitOf('2'))!.id,
      status: 1,
    })
    const qianqi = await staffWith('13700000002')
    const qianqiAccount = await db()
      .selectFrom('app_user')
      .select('user_name')
      .where('employee_id', '=', qianqi!.id)
      .executeTakeFirstOrThrow()
    await console({ action: 'removeMember', userId: 'wx-qianqi' })
    expect(await staffWith('13700000002')).toMatchObject({ status: 2 })
    const signIn = await gateway.post('/gateway/uac/account/login', {
      account: qianqiAccount.user_name,
      password: 'whatever-it-is1A!',
    })
    expect(signIn.body.code).not.toBe(0)
    expect(Date.now() - started).toBeLessThan(10_000)
  })

  it('removes a unit deleted on the platform when the sync emptied it, and reports one that still holds staff', async () => {
    const added = await console({ action: 'addDepartment', name: '临时项目组', parentId: 1 })
    const unit = await unitOf(added.change.id)
    expect(unit).toMatchObject({ name: '临时项目组' })
    await console({
      action: 'addMember',
      userId: 'wx-temp',
      name: '临时工',
      mobile: '13700000010',
      departmentId: added.change.id,
      position: '项目助理',
    })
    await console({ action: 'updateMember', userId: 'wx-temp', departmentId: 1 })
    await console({ action: 'removeDepartment', id: added.change.id })
    expect(await unitOf(added.change.id)).toBeUndefined()
    expect(
      await db().selectFrom('organ').select('id').where('tenant_id', '=', 1).where('id', '=', unit!.id).execute(),
    ).toEqual([])

    const kept = await console({ action: 'addDepartment', name: '短期组', parentId: 1 })
    await console({
      action: 'addMember',
      userId: 'wx-short',
      name: '短工',
      mobile: '13700000011',
      departmentId: kept.change.id,
    })
    await console({ action: 'removeMember', userId: 'wx-short' })
    await console({ action: 'removeDepartment', id: kept.change.id })
    expect(await unitOf(kept.change.id)).toMatchObject({ name: '短期组' })
    // (The test gateway's clock stands still: the run is found by its record, not by its start time.)
    const removal = await db()
      .selectFrom('dirsync_record')
      .select('run_id')
      .where('tenant_id', '=', 1)
      .where('platform_id', '=', kept.change.id)
      .where('action', '=', 'remove')
      .executeTakeFirstOrThrow()
    const records = (await post('sync/records', { runId: removal.run_id })).result
    expect(records).toEqual([
      expect.objectContaining({
        kind: 'unit',
        result: 'failed',
        reason: 'Deleted on the platform but kept: "短期组" cannot be deleted: 1 staff member(s) belong to it',
      }),
    ])
  })

  it('applies a conflicting field by its rule: the portal keeps its name when the portal wins', async () => {
    const current = (await post('config/get', { platform: 'wecom' })).result.connector
    await post('config/save', { ...settings(), appSecret: '', rules: { ...current.rules, name: 'portal' } })
    await console({ action: 'updateMember', userId: 'wx-zhaoliu', name: '赵六六', position: '高级前端工程师' })
    const zhaoliu = await staffWith('13700000001')
    expect(zhaoliu!.name).toBe('赵六')
    const position = await db()
      .selectFrom('gangwei')
      .select('name')
      .where('id', '=', zhaoliu!.gangwei_id)
      .executeTakeFirstOrThrow()
    expect(position.name).toBe('高级前端工程师')
    await post('config/save', { ...settings(), appSecret: '', rules: { ...current.rules, name: 'platform' } })
    await console({ action: 'updateMember', userId: 'wx-zhaoliu', position: '高级前端工程师 ' })
    expect((await staffWith('13700000001'))!.name).toBe('赵六六')
  })

  it('refuses a tampered signature with 403, audits it and applies nothing; a replayed callback is applied once', async () => {
    const app = {
      corpId: WECOM_DEMO.corpId,
      agentId: WECOM_DEMO.agentId,
      token: WECOM_DEMO.token,
      encodingAesKey: WECOM_DEMO.encodingAesKey,
    }
    const plain =
      '<xml><ToUserName><![CDATA[ww-demo-corp]]></ToUserName><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[change_contact]]></Event><ChangeType><![CDATA[delete_user]]></ChangeType><UserID><![CDATA[wx-hr]]></UserID></xml>'
    const sealed = sealedCallback(app, plain, Date.now())
    const query = new URLSearchParams(sealed.query)
    query.set(
      'msg_signature',
      query.get('msg_signature')!.replace(/^./, (c) => (c === '0' ? '1' : '0')),
    )
    const runsBefore = (await post('sync/runs', {})).result.total
    const refused = await fetch(`${callbackUrl}?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      body: sealed.body,
    })
    expect(refused.status).toBe(403)
    await settledRuns(gateway.ctx)
    expect((await staffWith('15086778828'))!.status).toBe(1)
    expect((await post('sync/runs', {})).result.total).toBe(runsBefore)
    const audit = await db()
      .selectFrom('dirsync_audit')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('action', '=', 'callback.refused')
      .execute()
    expect(audit).toHaveLength(1)

    const update = sealedCallback(
      app,
      plain.replace('delete_user', 'update_user').replace('wx-hr', 'wx-staff'),
      Date.now(),
    )
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${callbackUrl}?${update.query}`, {
        method: 'POST',
        headers: { 'content-type': 'text/xml' },
        body: update.body,
      })
      expect(await answer.text()).toBe('success')
    }
    await settledRuns(gateway.ctx)
    expect((await post('sync/runs', {})).result.total).toBe(runsBefore + 1)
  })
})
