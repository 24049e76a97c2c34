import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { apiTokenOf, auditRowsOf, callApi, installApp } from './test-helpers'

const STAFF = { tenantId: 1, userId: 2 }
const REQUEST = {
  title: 'Taxi to the airport',
  summary: 'Client visit in Shanghai',
  amount: '128.50',
  reference: 'exp-1',
}

describe('approvals started by vendor backends', () => {
  let gateway: TestGateway
  let manager: string
  let expenses: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    manager = await gateway.login('manager', 'Manager@12345')
    await installApp(gateway, { tenantId: 1, code: 'expenses', scopes: ['approvals.start'] })
    await installApp(gateway, { tenantId: 1, code: 'travel', scopes: ['approvals.start'] })
    await installApp(gateway, { tenantId: 1, code: 'reader', scopes: ['directory.read'] })
    await installApp(gateway, { tenantId: 2, code: 'expenses', scopes: ['approvals.start'] })
    expenses = await apiTokenOf(gateway, { ...STAFF, code: 'expenses' })
  })
  afterAll(() => gateway.close())

  const start = (body: object, token = expenses) => callApi(gateway, 'approvals/start', body, token)
  const stateOf = async (ids: string[], token = expenses) =>
    (await callApi(gateway, 'approvals/state', { ids }, token)).body.result.rows

  it('refuses an app without approvals.start', async () => {
    const answer = await start(REQUEST, await apiTokenOf(gateway, { ...STAFF, code: 'reader' }))
    expect([answer.status, answer.body.code]).toEqual([403, 403101])
  })

  it("starts an approval for the token's user that waits in their line manager's approval centre, titled with the app's name in the reader's language", async () => {
    const answer = await start(REQUEST)
    expect(answer.body.code).toBe(0)
    const { approvalId } = answer.body.result
    const todo = (await gateway.post('/gateway/workflow/web/approveCenter/list', { tab: 'todo' }, manager)).body.result
      .rows as Array<{ id: string; title: string; summary: string; applicantName: string }>
    expect(todo.find((row) => row.id === approvalId)).toMatchObject({
      title: '应用expenses · Taxi to the airport · 128.50',
      summary: 'Client visit in Shanghai',
    })
    const inEnglish = (
      await gateway.post('/gateway/workflow/web/approveCenter/list', { tab: 'todo' }, manager, {
        'accept-language': 'en',
      })
    ).body.result.rows as Array<{ id: string; title: string }>
    expect(inEnglish.find((row) => row.id === approvalId)?.title).toBe('App expenses · Taxi to the airport · 128.50')
    expect(await stateOf([approvalId])).toEqual([{ approvalId, state: 'pending' }])
    expect(
      (await auditRowsOf(gateway, 1, 'expenses')).find((row) => row.method === 'api.approvals.start'),
    ).toMatchObject({
      decision: 'allow',
      user_id: 2,
      capability: 'approvals.start',
      reason: expect.stringContaining(`approval ${approvalId} (reference exp-1)`),
    })
  })

  it("takes bidirectional and control characters out of an app's title and summary before an approver reads them", async () => {
    const answer = await start({
      ...REQUEST,
      title: 'Refund \u202Eredro\u202C 100\r\nx\u0000',
      summary: 'Line one\r\nLine two\u2067\u0007',
      reference: 'exp-bidi',
    })
    const todo = (
      await gateway.post('/gateway/workflow/web/approveCenter/list', { tab: 'todo' }, manager, {
        'accept-language': 'en',
      })
    ).body.result.rows as Array<{ id: string; title: string; summary: string }>
    expect(todo.find((row) => row.id === answer.body.result.approvalId)).toMatchObject({
      title: 'App expenses · Refund redro 100 x · 128.50',
      summary: 'Line one\nLine two',
    })
  })

  it('answers the first approval again for the same reference, and a new one for another', async () => {
    const first = (await start({ ...REQUEST, reference: 'exp-2' })).body.result.approvalId
    expect((await start({ ...REQUEST, reference: 'exp-2', title: 'Changed' })).body.result.approvalId).toBe(first)
    expect((await start({ ...REQUEST, reference: 'exp-3' })).body.result.approvalId).not.toBe(first)
    const count = await gateway.ctx.db
      .selectFrom('vendor_api_approval')
      .select('reference')
      .where('tenant_id', '=', 1)
      .where('app_code', '=', 'expenses')
      .execute()
    expect(count.map((row) => row.reference).sort()).toEqual(['exp-1', 'exp-2', 'exp-3', 'exp-bidi'])
  })

  it('answers approved, rejected and withdrawn with the time of the decision', async () => {
    const ids = await Promise.all(
      ['a', 'b', 'c'].map(
        async (ref) => (await start({ ...REQUEST, reference: `decide-${ref}` })).body.result.approvalId as string,
      ),
    )
    expect(
      (await gateway.post('/gateway/workflow/web/approveForm/resolve', { instanceId: ids[0], comment: 'ok' }, manager))
        .body.code,
    ).toBe(0)
    expect(
      (await gateway.post('/gateway/workflow/web/approveForm/reject', { instanceId: ids[1], comment: 'no' }, manager))
        .body.code,
    ).toBe(0)
    const staff = await gateway.login('staff', 'Staff@12345')
    expect(
      (await gateway.post('/gateway/workflow/web/approveForm/cancel', { instanceId: ids[2] }, staff)).body.code,
    ).toBe(0)
    const now = gateway.ctx.now()
    expect(await stateOf(ids)).toEqual(
      expect.arrayContaining([
        { approvalId: ids[0], state: 'approved', decidedAt: now },
        { approvalId: ids[1], state: 'rejected', decidedAt: now },
        { approvalId: ids[2], state: 'withdrawn', decidedAt: now },
      ]),
    )
  })

  it("answers the state of this app's approvals in this tenant only", async () => {
    const approvalId = (await start({ ...REQUEST, reference: 'mine' })).body.result.approvalId as string
    expect(await stateOf([approvalId, 'not-an-approval'])).toEqual([{ approvalId, state: 'pending' }])
    expect(await stateOf([approvalId], await apiTokenOf(gateway, { ...STAFF, code: 'travel' }))).toEqual([])
    expect(
      await stateOf([approvalId], await apiTokenOf(gateway, { tenantId: 2, userId: 1, code: 'expenses' })),
    ).toEqual([])
    // The same reference in another app or tenant is another approval.
    const travel = await start(
      { ...REQUEST, reference: 'mine' },
      await apiTokenOf(gateway, { ...STAFF, code: 'travel' }),
    )
    expect(travel.body.result.approvalId).not.toBe(approvalId)
  })

  it('checks the request: title, summary, amount and reference within bounds', async () => {
    for (const body of [
      { ...REQUEST, title: 'x'.repeat(101) },
      { ...REQUEST, summary: 'x'.repeat(501) },
      { ...REQUEST, amount: '12,5' },
      { ...REQUEST, reference: 'x'.repeat(65) },
      { ...REQUEST, reference: 'a b' },
      { title: 'No reference', summary: '' },
    ])
      expect((await start(body)).body.code).toBe(400000)
    expect(
      (await callApi(gateway, 'approvals/state', { ids: Array.from({ length: 101 }, (_, i) => `id-${i}`) }, expenses))
        .body.code,
    ).toBe(400000)
  })

  it("passes the workflow's refusal on when the user has no approver, audited as refused", async () => {
    // admin has no staff record, hence no line manager, in tenant 2.
    const answer = await callApi(
      gateway,
      'approvals/start',
      { ...REQUEST, reference: 'nobody' },
      await apiTokenOf(gateway, { tenantId: 2, userId: 1, code: 'expenses' }),
      { 'accept-language': 'en' },
    )
    expect(answer.body).toEqual({
      code: 410005,
      msg: 'No approver was found for this request (no line manager and nobody in the role)',
    })
    expect(
      (await auditRowsOf(gateway, 2, 'expenses')).find((row) => row.method === 'api.approvals.start'),
    ).toMatchObject({ decision: 'deny', reason: expect.stringContaining('refused 410005') })
    expect(
      await gateway.ctx.db.selectFrom('vendor_api_approval').selectAll().where('tenant_id', '=', 2).execute(),
    ).toEqual([])
  })
})
