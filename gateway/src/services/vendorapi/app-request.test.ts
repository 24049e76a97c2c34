import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { apiTokenOf, callApi, installApp } from './test-helpers'

const DETAIL = '/gateway/vendor/web/appRequest/detail'
const REQUEST = {
  title: 'Taxi to the airport',
  summary: 'Client visit in Shanghai',
  amount: '999999999999.9999',
  reference: 'exp-1',
}

describe('what approvers read of a request an app started', () => {
  let gateway: TestGateway
  let manager: string
  let staff: string
  let expenses: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    manager = await gateway.login('manager', 'Manager@12345')
    staff = await gateway.login('staff', 'Staff@12345')
    await installApp(gateway, { tenantId: 1, code: 'expenses', scopes: ['approvals.start'] })
    expenses = await apiTokenOf(gateway, { tenantId: 1, userId: 2, code: 'expenses' })
  })
  afterAll(() => gateway.close())

  /** Starts an approval as staff through the vendor API; answers the business record id the approval centre opens it by. */
  async function started(body: object): Promise<{ approvalId: string; bizId: string }> {
    const answer = await callApi(gateway, 'approvals/start', body, expenses)
    expect(answer.body.code).toBe(0)
    const { approvalId } = answer.body.result
    const row = (
      await gateway.post('/gateway/workflow/web/approveCenter/list', { tab: 'todo' }, manager)
    ).body.result.rows.find((r: { id: string }) => r.id === approvalId) as { bizType: string; bizId: string }
    expect(row.bizType).toBe('appRequest')
    return { approvalId, bizId: row.bizId }
  }

  it("answers the app's names, the requester, title, summary, the amount exactly as sent, the reference and the time", async () => {
    const { approvalId, bizId } = await started(REQUEST)
    const answer = await gateway.post(DETAIL, { id: bizId }, manager)
    expect(answer.body).toEqual({
      code: 0,
      msg: expect.any(String),
      result: {
        instanceId: approvalId,
        app: { zh: '应用expenses', en: 'App expenses' },
        applicantName: expect.any(String),
        title: 'Taxi to the airport',
        summary: 'Client visit in Shanghai',
        amount: '999999999999.9999',
        reference: 'exp-1',
        status: 'running',
        submittedAt: gateway.ctx.now(),
      },
    })
    const staffName = (
      await gateway.post('/gateway/workflow/web/approveBlock', { bizType: 'appRequest', bizId }, manager)
    ).body.result.applicantName
    expect(answer.body.result.applicantName).toBe(staffName)
    // The requester reads it too.
    expect((await gateway.post(DETAIL, { id: bizId }, staff)).body.result.instanceId).toBe(approvalId)
  })

  it('answers no amount when the app sent none, and keeps the names the request was started under', async () => {
    const { bizId } = await started({ title: 'Conference pass', summary: '', reference: 'exp-2' })
    await installApp(gateway, { tenantId: 1, code: 'expenses', scopes: ['approvals.start'], status: 'disabled' })
    try {
      expect((await gateway.post(DETAIL, { id: bizId }, manager)).body.result).toMatchObject({
        amount: null,
        app: { zh: '应用expenses', en: 'App expenses' },
      })
    } finally {
      await installApp(gateway, { tenantId: 1, code: 'expenses', scopes: ['approvals.start'] })
    }
  })

  it("reads a request started before the names were kept with the workflow's title and the app's names now", async () => {
    const { bizId } = await started({ ...REQUEST, reference: 'exp-old' })
    await gateway.ctx.db
      .updateTable('vendor_api_approval')
      .set({ title: null, amount: null, app_title_zh: null, app_title_en: null })
      .where('tenant_id', '=', 1)
      .where('reference', '=', 'exp-old')
      .execute()
    expect((await gateway.post(DETAIL, { id: bizId }, manager)).body.result).toMatchObject({
      title: '应用expenses · Taxi to the airport · 999999999999.9999',
      amount: null,
      app: { zh: '应用expenses', en: 'App expenses' },
    })
    expect((await gateway.post(DETAIL, { id: bizId }, manager, { 'accept-language': 'en' })).body.result.title).toBe(
      'App expenses · Taxi to the airport · 999999999999.9999',
    )
  })

  it('reads as missing for those who may not see it, in another tenant, and for other business records', async () => {
    const { bizId } = await started({ ...REQUEST, reference: 'exp-3' })
    const hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    const hrTwo = await gateway.login('hr', 'Hr@123456789', { tenantId: 2 })
    const refused = (session: string, id = bizId, lang = 'zh-CN') =>
      gateway.post(DETAIL, { id }, session, { 'accept-language': lang })
    // hr holds workflow definitions (7002) in tenant 1: a workflow administrator sees every request of the tenant.
    expect((await refused(hr)).body.code).toBe(0)
    expect((await refused(hrTwo, bizId, 'en')).body).toEqual({
      code: 404000,
      msg: 'The request does not exist, or you may not see it',
    })
    expect((await refused(await gateway.login('admin', 'Admin@12345', { tenantId: 2 }))).body).toEqual({
      code: 404000,
      msg: '审批单不存在，或您无权查看',
    })
    expect((await refused(manager, 'not-a-request')).body.code).toBe(404000)
    // Someone who neither asked nor approves: with the tenant's appRequest workflow going to HR Manager, the line manager.
    const hrRole = (
      (await gateway.post('/gateway/joyhr/web/authRole/list', {}, hr)).body.result as Array<{
        id: number
        nameEn: string | null
      }>
    ).find((r) => r.nameEn === 'HR Manager')!
    const saved = await gateway.post(
      '/gateway/workflow/web/definition/save',
      {
        bizType: 'appRequest',
        name: 'App requests',
        steps: [{ nameZh: '人事审批', nameEn: 'HR', approver: { type: 'role', roleId: hrRole.id } }],
      },
      hr,
    )
    expect(saved.body.code).toBe(0)
    const { approvalId } = (await callApi(gateway, 'approvals/start', { ...REQUEST, reference: 'to-hr' }, expenses))
      .body.result
    const toHr = (
      await gateway.post('/gateway/workflow/web/approveCenter/list', { tab: 'todo' }, hr)
    ).body.result.rows.find((r: { id: string }) => r.id === approvalId)
    expect((await refused(hr, toHr.bizId)).body.code).toBe(0)
    expect((await refused(manager, toHr.bizId)).body.code).toBe(404000)
    expect((await gateway.post(DETAIL, { id: bizId })).body.code).toBe(401001)
    expect((await gateway.post(DETAIL, { id: '' }, manager)).body.code).toBe(400000)
  })
})
