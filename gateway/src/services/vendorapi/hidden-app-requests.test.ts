import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { apiTokenOf, callApi, installApp } from './test-helpers'

// The weihai brand hides the vendor app supplier (seed/brands.ts): its requests are not in the approval centre of a
// session signed in on that brand's host, and cannot be seen or decided there; the plain host keeps them.
const WEIHAI = { host: 'weihai.localhost:4100' }
const PLAIN = { host: 'localhost:4100' }

describe("requests started by an app the session's brand hides", () => {
  let gateway: TestGateway
  let approvalId: string
  let bizId: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    await installApp(gateway, { tenantId: 1, code: 'supplier', scopes: ['approvals.start'] })
    const token = await apiTokenOf(gateway, { tenantId: 1, userId: 2, code: 'supplier' })
    const started = await callApi(
      gateway,
      'approvals/start',
      { title: 'New supplier: Acme', summary: 'Stationery', reference: 'sup-1' },
      token,
    )
    expect(started.body.code).toBe(0)
    approvalId = started.body.result.approvalId
  })
  afterAll(() => gateway.close())

  const signIn = (headers: Record<string, string>) => gateway.login('manager', 'Manager@12345', {}, headers)
  const todo = async (token: string, headers: Record<string, string>) =>
    (await gateway.post('/gateway/workflow/web/approveCenter/list', { tab: 'todo', rows: 200 }, token, headers)).body
      .result.rows as Array<{ id: string; bizId: string }>

  it('are in the list, the counts and the approval block on the plain host', async () => {
    const manager = await signIn(PLAIN)
    const row = (await todo(manager, PLAIN)).find((r) => r.id === approvalId)
    expect(row).toBeDefined()
    bizId = row!.bizId
    const counts = (await gateway.post('/gateway/workflow/web/approveCenter/findCount', {}, manager, PLAIN)).body.result
    const block = await gateway.post(
      '/gateway/workflow/web/approveBlock',
      { bizType: 'appRequest', bizId },
      manager,
      PLAIN,
    )
    expect(block.body.result.id).toBe(approvalId)
    const weihai = await signIn(WEIHAI)
    expect((await todo(weihai, WEIHAI)).map((r) => r.id)).not.toContain(approvalId)
    const hiddenCounts = (await gateway.post('/gateway/workflow/web/approveCenter/findCount', {}, weihai, WEIHAI)).body
      .result
    expect(hiddenCounts.todo).toBe(counts.todo - 1)
  })

  it('cannot be opened or decided on the brand host, and stay undecided', async () => {
    const weihai = await signIn(WEIHAI)
    expect(
      (await gateway.post('/gateway/workflow/web/approveBlock', { bizType: 'appRequest', bizId }, weihai, WEIHAI)).body
        .result,
    ).toBeNull()
    const resolve = await gateway.post(
      '/gateway/workflow/web/approveForm/resolve',
      { instanceId: approvalId, comment: 'ok' },
      weihai,
      WEIHAI,
    )
    expect(resolve.body.code).not.toBe(0)
    const preview = await gateway.post(
      '/gateway/workflow/web/approveForm/preview',
      { instanceId: approvalId },
      weihai,
      WEIHAI,
    )
    expect(preview.body.code).toBe(resolve.body.code)
    const manager = await signIn(PLAIN)
    expect(
      (await gateway.post('/gateway/workflow/web/approveForm/preview', { instanceId: approvalId }, manager, PLAIN)).body
        .result.status,
    ).toBe('running')
  })
})
