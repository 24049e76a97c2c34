import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSimulator } from '../../integrations/messaging/simulators/http-server'
import { sealedCallback } from '../../integrations/messaging/simulators/wecom-callback-sender'
import { WECOM_DEMO } from '../../integrations/messaging/simulators/wecom-demo'
import { startWecomSimulator } from '../../integrations/messaging/simulators/wecom-simulator'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { runDueCatchups, settledRuns } from './index'

const W = (path: string) => `/gateway/ums/web/wechat/${path}`
const en = { 'accept-language': 'en' }

describe('directory sync against the WeCom stand-in', () => {
  let gateway: TestGateway
  let simulator: RunningSimulator
  let admin: string
  let callbackUrl: string
  const post = async (path: string, body: unknown, token = admin) => (await gateway.post(W(path), body, token, en)).body
  const settings = () => ({
    platform: 'wecom',
    corpId: WECOM_DEMO.corpId,
    appSecret: WECOM_DEMO.secret,
    agentId: WECOM_DEMO.agentId,
    callbackToken: WECOM_DEMO.token,
    callbackKey: WECOM_DEMO.encodingAesKey,
    apiUrl: simulator.url,
  })
  const console = async (body: Record<string, unknown>) => {
    const response = await fetch(`${simulator.url}/sim/api/directory`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const answer = (await response.json()) as any
    await settledRuns(gateway.ctx)
    return answer
  }
  const db = () => gateway.ctx.db
  /** The unit a WeCom department is linked to. */
  const unitOf = async (departmentId: string) => {
    const link = await db()
      .selectFrom('dirsync_unit_link')
      .select('organ_id')
      .where('tenant_id', '=', 1)
      .where('platform', '=', 'wecom')
      .where('department_id', '=', departmentId)
      .executeTakeFirst()
    return link
      ? db()
          .selectFrom('organ')
          .selectAll()
          .where('tenant_id', '=', 1)
          .where('id', '=', link.organ_id)
          .executeTakeFirst()
      : undefined
  }
  const staffWith = (phone: string) =>
    db().selectFrom('employee').selectAll().where('tenant_id', '=', 1).where('phone', '=', phone).executeTakeFirst()
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        [
          'organ',
          'employee',
          'app_user',
          'gangwei',
          'dirsync_unit_link',
          'dirsync_member_link',
          'dirsync_run',
          'platform_account',
        ].map(async (table) => [
          table,
          Number(
            (
              await db()
                .selectFrom(table as 'organ')
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ]),
      ),
    )

  beforeAll(async () => {
    gateway = await startTestGateway()
    await gateway.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = gateway.app.server.address() as AddressInfo
    callbackUrl = `http://127.0.0.1:${port}/gateway/ums/web/wechat/callback/wecom/1`
    simulator = await startWecomSimulator({
      host: '127.0.0.1',
      portalOrigin: 'http://localhost:1',
      corpId: WECOM_DEMO.corpId,
      agentId: WECOM_DEMO.agentId,
      secret: 'login-secret',
    })
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
  })
  afterAll(async () => {
    await simulator?.close()
    await gateway?.close()
  })

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

  it('a first full sync creates the tree and the staff, links accounts, and logs every record', async () => {
    const started = await post('sync/start', { platform: 'wecom' })
    expect(started.code).toBe(0)
    await settledRuns(gateway.ctx)
    const run = (await post('sync/run', { runId: started.result.runId })).result
    expect(run).toMatchObject({ status: 'done', trigger: 'manual' })
    expect(run.counts.failed).toBe(1)
    const rd = await unitOf('3')
    expect(rd).toMatchObject({ name: '研发中心' })
    expect(await unitOf('5')).toMatchObject({ name: '移动开发组', parent_id: rd!.id })
    const zhaoliu = await staffWith('13700000001')
    expect(zhaoliu).toMatchObject({
      name: '赵六',
      email: 'zhaoliu@demo-corp.example',
      job_number: 'WX1001',
      organ_id: (await unitOf('5'))!.id,
      status: 1,
    })
    const account = await db()
      .selectFrom('app_user')
      .selectAll()
      .where('employee_id', '=', zhaoliu!.id)
      .executeTakeFirstOrThrow()
    expect(account.user_name).toBe('13700000001')
    const link = await db()
      .selectFrom('platform_account')
      .selectAll()
      .where('tenant_id', '=', 1)
      .where('platform_user_id', '=', 'wx-zhaoliu')
      .executeTakeFirstOrThrow()
    expect(link.user_id).toBe(account.id)
    // hr was matched by mobile (not created twice), moved to 人力资源部 and linked; admin's account linked.
    expect(
      await db()
        .selectFrom('employee')
        .select('id')
        .where('tenant_id', '=', 1)
        .where('phone', '=', '15086778828')
        .execute(),
    ).toHaveLength(1)
    expect(
      (
        await db()
          .selectFrom('platform_account')
          .select('user_id')
          .where('tenant_id', '=', 1)
          .where('platform_user_id', '=', 'wx-admin')
          .executeTakeFirstOrThrow()
      ).user_id,
    ).toBe(1)
    const failed = (await post('sync/records', { runId: started.result.runId, result: 'failed' })).result
    expect(failed).toEqual([
      expect.objectContaining({
        platformId: 'wx-nomobile',
        reason: 'The platform gives no mobile number for this person; the portal needs one to create the staff record',
      }),
    ])
    // A second full sync finds everything in step.
    const again = await post('sync/start', { platform: 'wecom' })
    await settledRuns(gateway.ctx)
    const second = (await post('sync/run', { runId: again.result.runId })).result.counts
    expect(second).toMatchObject({ created: 0, updated: 0, moved: 0, disabled: 0 })
  })

  it('retries the failed records once the platform gives what was missing', async () => {
    const runs = (await post('sync/runs', { platform: 'wecom' })).result.list
    const first = runs.at(-1)
    await console({ action: 'updateMember', userId: 'wx-nomobile', mobile: '13700000008' })
    const retry = await post('sync/retry', { runId: first.id })
    expect(retry.code).toBe(0)
    await settledRuns(gateway.ctx)
    expect((await post('sync/run', { runId: retry.result.runId })).result).toMatchObject({
      trigger: 'retry',
      counts: { created: 1, failed: 0 },
    })
    expect(await staffWith('13700000008')).toMatchObject({ name: '李四（未绑定手机）' })
    expect((await post('sync/retry', { runId: retry.result.runId })).code).toBe(411204)
  })

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

  it('dry-runs a departure as a disable step with before and after, and writes nothing', async () => {
    await fetch(`${simulator.url}/sim/callback-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: '' }),
    })
    await console({ action: 'removeMember', userId: 'wx-sunba' })
    const before = await counts()
    const plan = (await post('sync/dryRun', { platform: 'wecom' })).result.steps
    expect(plan.find((step: any) => step.platformId === 'wx-sunba')).toMatchObject({
      action: 'disable',
      reason: 'No longer on the platform',
    })
    expect(await counts()).toEqual(before)
    expect((await staffWith('13700000003'))!.status).toBe(1)
  })

  it('runs the catch-up sync when it is due, once when two processes tick at the same time', async () => {
    const scheduled = async () =>
      (
        await db()
          .selectFrom('dirsync_run')
          .select('id')
          .where('tenant_id', '=', 1)
          .where('trigger', '=', 'schedule')
          .execute()
      ).length
    expect(await runDueCatchups(gateway.ctx)).toBe(0)
    await post('config/save', { ...settings(), appSecret: '', catchupMinutes: 5 })
    await db()
      .updateTable('dirsync_connector')
      .set({ last_catchup_at: Date.now() })
      .where('tenant_id', '=', 1)
      .execute()
    expect(await runDueCatchups(gateway.ctx)).toBe(0)
    try {
      gateway.setNow(Date.now() + 6 * 60_000)
      const started = await Promise.all([runDueCatchups(gateway.ctx), runDueCatchups(gateway.ctx)])
      expect(started[0] + started[1]).toBe(1)
      await settledRuns(gateway.ctx)
      expect(await scheduled()).toBe(1)
      expect(await runDueCatchups(gateway.ctx)).toBe(0)
    } finally {
      gateway.setNow(Date.now())
      await post('config/save', { ...settings(), appSecret: '', catchupMinutes: 0 })
    }
  })

  it("checks and imports the older product's export through the same matching and log", async () => {
    const before = await counts()
    const check = (await post('oldData/check', {})).result
    expect(check.ok).toBe(true)
    const byId = Object.fromEntries(check.steps.map((step: any) => [`${step.kind}:${step.platformId}`, step]))
    expect(byId['unit:110']).toMatchObject({ action: 'create', name: '质量管理部' })
    expect(byId['member:u-dengyj']).toMatchObject({ action: 'move' })
    expect(byId['member:u-zhouj']).toMatchObject({ action: 'create' })
    expect(byId['member:u-zhengy']).toMatchObject({
      action: 'none',
      reason: 'Disabled or not active on the platform; not created',
    })
    expect(await counts()).toEqual(before)
    const started = await post('oldData/sync', {})
    await settledRuns(gateway.ctx)
    expect((await post('sync/run', { runId: started.result.runId })).result).toMatchObject({
      trigger: 'old-product',
      status: 'done',
      counts: { created: 4, moved: 1, failed: 0 },
    })
    expect(await staffWith('13600000001')).toMatchObject({ name: '周九', job_number: 'OLD001', status: 1 })
    expect((await post('sync/runs', { platform: 'old-product' })).result.total).toBe(1)
    const wrong = gateway.ctx.integrations.oldProduct.directory!
    gateway.ctx.integrations.oldProduct.directory = { ...wrong, token: 'wrong' }
    try {
      expect((await post('oldData/check', {})).result).toEqual({
        ok: false,
        message: "The older product's export could not be read; check its address and token",
        steps: [],
      })
    } finally {
      gateway.ctx.integrations.oldProduct.directory = wrong
    }
  })

  it("keeps every route to the caller's tenant and function", async () => {
    const tenant2 = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    expect((await post('config/get', { platform: 'wecom' }, tenant2)).result.connector).toBeNull()
    expect((await post('sync/runs', {}, tenant2)).result.total).toBe(0)
    // The older product's import in tenant 2 writes tenant 2's staff only.
    const tenant1Staff = await db().selectFrom('employee').select('id').where('tenant_id', '=', 1).execute()
    await post('oldData/sync', {}, tenant2)
    await settledRuns(gateway.ctx)
    expect(await db().selectFrom('employee').select('id').where('tenant_id', '=', 1).execute()).toEqual(tenant1Staff)
    expect((await post('sync/runs', {}, tenant2)).result.list.map((run: { trigger: string }) => run.trigger)).toEqual([
      'old-product',
    ])
    const runId = (await post('sync/runs', {})).result.list[0].id
    expect((await post('sync/run', { runId }, tenant2)).code).toBe(411203)
    expect((await post('sync/records', { runId }, tenant2)).code).toBe(411203)
    expect((await post('sync/retry', { runId }, tenant2)).code).toBe(411203)
    expect((await post('sync/dryRun', { platform: 'wecom' }, tenant2)).code).toBe(411201)
    expect((await post('sync/start', { platform: 'wecom' }, tenant2)).code).toBe(411201)
    expect((await post('apps', { platform: 'wecom' }, tenant2)).code).toBe(411201)
    const staff = await gateway.login('staff', 'Staff@12345')
    for (const path of [
      'config/get',
      'config/save',
      'config/test',
      'apps',
      'sync/dryRun',
      'sync/start',
      'sync/runs',
      'oldData/check',
      'oldData/sync',
    ]) {
      expect((await post(path, { ...settings() }, staff)).code, path).toBe(403001)
    }
    // A callback names its tenant in the path: tenant 2 has no connector, so WeCom's signed callback for tenant 1 is not found there.
    const other = await fetch(callbackUrl.replace(/\/1$/, '/2'), {
      method: 'POST',
      body: '<xml/>',
      headers: { 'content-type': 'text/xml' },
    })
    expect(other.status).toBe(404)
  })
})
