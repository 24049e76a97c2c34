import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DINGTALK_DEMO } from '../../integrations/messaging/simulators/dingtalk-demo'
import { startDingtalkSimulator } from '../../integrations/messaging/simulators/dingtalk-simulator'
import { FEISHU_DEMO } from '../../integrations/messaging/simulators/feishu-demo'
import { startFeishuSimulator } from '../../integrations/messaging/simulators/feishu-simulator'
import type { RunningSimulator } from '../../integrations/messaging/simulators/http-server'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { settledRuns } from './index'
import { directoryChecks } from './test-helpers'

const W = (path: string) => `/gateway/ums/web/wechat/${path}`
const en = { 'accept-language': 'en' }
const SECRET = 'platform-sync-test-secret'

/** Each platform's stand-in, its connector settings, and how its ids are spelled. */
const PLATFORMS = {
  dingtalk: {
    start: () =>
      startDingtalkSimulator({
        host: '127.0.0.1',
        portalOrigin: 'http://127.0.0.1:1',
        clientId: DINGTALK_DEMO.appKey,
        clientSecret: SECRET,
        corpId: DINGTALK_DEMO.corpId,
      }),
    settings: (apiUrl: string) => ({
      platform: 'dingtalk',
      corpId: DINGTALK_DEMO.corpId,
      appKey: DINGTALK_DEMO.appKey,
      appSecret: SECRET,
      agentId: DINGTALK_DEMO.agentId,
      callbackToken: DINGTALK_DEMO.callbackToken,
      callbackKey: DINGTALK_DEMO.callbackKey,
      apiUrl,
    }),
    department: (key: number) => String(key),
    member: (key: string) => `dt-${key}`,
    /** A callback whose signature does not match its body. */
    tampered: (url: string) =>
      fetch(`${url}?msg_signature=${'0'.repeat(40)}&timestamp=${Date.now()}&nonce=abc123`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ encrypt: Buffer.from('x'.repeat(64)).toString('base64') }),
      }),
  },
  feishu: {
    start: () =>
      startFeishuSimulator({
        host: '127.0.0.1',
        portalOrigin: 'http://127.0.0.1:1',
        appId: FEISHU_DEMO.appId,
        appSecret: SECRET,
        tenantKey: FEISHU_DEMO.tenantKey,
      }),
    settings: (apiUrl: string) => ({
      platform: 'feishu',
      corpId: FEISHU_DEMO.tenantKey,
      appKey: FEISHU_DEMO.appId,
      appSecret: SECRET,
      agentId: '',
      callbackToken: FEISHU_DEMO.callbackToken,
      callbackKey: FEISHU_DEMO.callbackKey,
      apiUrl,
    }),
    department: (key: number) => `od-${key}`,
    member: (key: string) => `fs-${key}`,
    tampered: (url: string) =>
      fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-lark-request-timestamp': String(Math.floor(Date.now() / 1000)),
          'x-lark-request-nonce': 'abc123',
          'x-lark-signature': '0'.repeat(64),
        },
        body: JSON.stringify({ encrypt: Buffer.from('x'.repeat(64)).toString('base64') }),
      }),
  },
} as const

for (const [platform, spec] of Object.entries(PLATFORMS)) {
  describe(`directory sync against the ${platform} stand-in`, () => {
    let gateway: TestGateway
    let simulator: RunningSimulator
    let admin: string
    let callbackUrl: string
    const post = async (path: string, body: unknown) => (await gateway.post(W(path), body, admin, en)).body
    const db = () => gateway.ctx.db
    /** A change on the stand-in's console (its JSON form), once the portal applied what it was told. */
    const change = async (path: string, body: unknown = {}) => {
      const answer = (await (
        await fetch(`${simulator.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as any
      expect(answer.ok).toBe(true)
      await settledRuns(gateway.ctx)
      return answer
    }
    const unitOf = async (key: number) => {
      const link = await db()
        .selectFrom('dirsync_unit_link')
        .select('organ_id')
        .where('tenant_id', '=', 1)
        .where('platform', '=', platform)
        .where('department_id', '=', spec.department(key))
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
    const { staffWith, demoPeople } = directoryChecks(() => gateway)
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          [
            'organ',
            'employee',
            'app_user',
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
    const runCount = async () => (await post('sync/runs', { platform })).result.total as number

    beforeAll(async () => {
      gateway = await startTestGateway()
      await gateway.app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = gateway.app.server.address() as AddressInfo
      callbackUrl = `http://127.0.0.1:${port}/gateway/ums/web/wechat/callback/${platform}/1`
      simulator = await spec.start()
      admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    })
    afterAll(async () => {
      await simulator?.close()
      await gateway?.close()
    })

    it('tests the connection, lists the installed apps, and refuses a wrong secret in words', async () => {
      expect((await post('config/test', spec.settings(simulator.url))).result).toEqual({ ok: true, message: '' })
      const wrong = (await post('config/test', { ...spec.settings(simulator.url), appSecret: 'wrong' })).result
      expect(wrong.ok).toBe(false)
      expect(wrong.message).not.toBe('')
      expect((await post('config/save', spec.settings(simulator.url))).code).toBe(0)
      expect((await post('apps', { platform })).result.apps.length).toBeGreaterThan(0)
    })

    it('dry-runs the first sync without writing, then a full sync creates the tree and the staff and links them', async () => {
      const before = await counts()
      // The demo accounts staff and hr are linked where the demo seed has them, and nothing about them changes.
      const seeded = await demoPeople()
      const plan = (await post('sync/dryRun', { platform })).result
      expect(plan.ok).toBe(true)
      const demoSteps = plan.steps.filter((s: any) => ['staff', 'hr'].map(spec.member).includes(s.platformId))
      expect(demoSteps.map((s: any) => `${s.action} ${s.changes.length}`)).toEqual(['link 0', 'link 0'])
      expect(plan.steps.find((step: any) => step.platformId === spec.member('zhaomin'))).toMatchObject({
        action: 'create',
      })
      expect(await counts()).toEqual(before)

      const started = await post('sync/start', { platform })
      expect(started.code).toBe(0)
      await settledRuns(gateway.ctx)
      expect((await post('sync/run', { runId: started.result.runId })).result).toMatchObject({ status: 'done' })
      expect(await demoPeople()).toEqual(seeded)
      const sales = await unitOf(4)
      expect(sales).toMatchObject({ name: '销售部' })
      const zhaomin = await staffWith('13911112222')
      expect(zhaomin).toMatchObject({ name: '赵敏', job_number: 'SH90002', organ_id: sales!.id, status: 1 })
      // The platform's entry date and the date work began (hired_date / join_time and the custom field).
      expect(Number(zhaomin!.entry_date)).toBe(Date.UTC(2023, 3, 3))
      const profile = await db()
        .selectFrom('employee_profile')
        .select('work_start_date')
        .where('tenant_id', '=', 1)
        .where('employee_id', '=', zhaomin!.id)
        .executeTakeFirstOrThrow()
      expect(Number(profile.work_start_date)).toBe(Date.UTC(2016, 6, 1))
      // hr matched by mobile, not created twice, and linked for notices.
      expect(
        await db()
          .selectFrom('employee')
          .select('id')
          .where('tenant_id', '=', 1)
          .where('phone', '=', '15086778828')
          .execute(),
      ).toHaveLength(1)
      const hrAccount = await db()
        .selectFrom('app_user')
        .select('id')
        .where('user_name', '=', 'hr')
        .executeTakeFirstOrThrow()
      const link = await db()
        .selectFrom('platform_account')
        .select('user_id')
        .where('tenant_id', '=', 1)
        .where('platform', '=', platform)
        .where('platform_user_id', '=', spec.member('hr'))
        .executeTakeFirstOrThrow()
      expect(link.user_id).toBe(hrAccount.id)
    })

    it('follows a rename, a move, a new hire and a departure through the signed callbacks within seconds', async () => {
      expect(
        (
          (await (
            await fetch(`${simulator.url}/sim/callback-url`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', accept: 'application/json' },
              body: JSON.stringify({ url: callbackUrl }),
            })
          ).json()) as any
        ).ok,
      ).toBe(true)
      const started = Date.now()
      await change('/sim/directory/departments/5', { name: '前端开发组', parentKey: 4 })
      expect(await unitOf(5)).toMatchObject({ name: '前端开发组', parent_id: (await unitOf(4))!.id })
      await change('/sim/directory/people', {
        key: 'newhire',
        name: '新同事',
        mobile: '13722220001',
        email: 'new.hire@demo-co.example',
        jobNumber: 'SH90010',
        departmentKeys: [2],
      })
      expect(await staffWith('13722220001')).toMatchObject({
        name: '新同事',
        organ_id: (await unitOf(2))!.id,
        status: 1,
      })
      await change('/sim/directory/people/zhaomin/remove')
      expect(await staffWith('13911112222')).toMatchObject({ status: 2 })
      expect(Date.now() - started).toBeLessThan(10_000)
    })

    it('applies a conflicting field by its rule: the portal keeps its name when the portal wins', async () => {
      const rules = (await post('config/get', { platform })).result.connector.rules
      expect(
        (
          await post('config/save', {
            ...spec.settings(simulator.url),
            appSecret: '',
            rules: { ...rules, name: 'portal' },
          })
        ).code,
      ).toBe(0)
      await change('/sim/directory/people/newhire', { name: '新同事甲', title: '招聘主管' })
      expect((await staffWith('13722220001'))!.name).toBe('新同事')
      expect(
        (
          await post('config/save', {
            ...spec.settings(simulator.url),
            appSecret: '',
            rules: { ...rules, name: 'platform' },
          })
        ).code,
      ).toBe(0)
      await change('/sim/directory/people/newhire', { name: '新同事乙' })
      expect((await staffWith('13722220001'))!.name).toBe('新同事乙')
    })

    it('refuses a callback whose signature does not match with 403, and applies nothing', async () => {
      const runs = await runCount()
      expect((await spec.tampered(callbackUrl)).status).toBe(403)
      await settledRuns(gateway.ctx)
      expect(await runCount()).toBe(runs)
      expect(
        await db()
          .selectFrom('dirsync_audit')
          .select('action')
          .where('tenant_id', '=', 1)
          .where('action', '=', 'callback.refused')
          .where('platform', '=', platform)
          .execute(),
      ).toHaveLength(1)
    })
  })
}
