import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

describe('operations version notices', () => {
  let gateway: TestGateway
  let operator: string
  let staff: string
  let hr: string
  const post = (path: string, body: unknown, token: string, host?: string) =>
    gateway.post(`/gateway${path}`, body, token, host ? { host } : {})
  const latest = async (token: string, host?: string) =>
    (await post('/joyhr/web/versionNotice/latest', {}, token, host)).body.result
  const publish = async (notice: Record<string, unknown>) =>
    (await post('/tum/web/operations/notice/save', notice, operator)).body

  beforeAll(async () => {
    gateway = await startTestGateway()
    operator = await gateway.login('operator', 'Operator@12345')
    staff = await gateway.login('staff', 'Staff@12345')
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
  })
  afterAll(() => gateway.close())

  it('shows each user the newest published notice until that user clicks it', async () => {
    expect(await latest(staff)).toBeNull()
    const now = gateway.ctx.now()
    expect(
      (
        await publish({
          version: '3.1',
          title: 'Older',
          content: 'First notes',
          publishAt: now - 60_000,
          sysCode: null,
        })
      ).code,
    ).toBe(0)
    const newer = (
      await publish({
        version: '3.2',
        title: 'What is new',
        content: 'Payroll export is faster.',
        publishAt: now - 1000,
      })
    ).result.id
    await publish({ version: '9.9', title: 'Future', content: 'Not yet', publishAt: now + 3_600_000, sysCode: null })
    expect(await latest(staff)).toMatchObject({
      id: newer,
      version: '3.2',
      title: 'What is new',
      content: 'Payroll export is faster.',
    })
    expect((await post('/joyhr/web/versionNotice/click', { id: newer }, staff)).body).toMatchObject({
      code: 0,
      result: true,
    })
    expect((await post('/joyhr/web/versionNotice/click', { id: newer }, staff)).body.code).toBe(0)
    expect(await latest(staff)).toMatchObject({ title: 'Older' })
    // Another user has read nothing yet.
    expect(await latest(hr)).toMatchObject({ id: newer })
    const list = (await post('/tum/web/operations/notice/list', {}, operator)).body.result as Array<{
      id: string
      readCount: number
    }>
    expect(list.map((n) => n.readCount)).toEqual([0, 1, 0])
    expect((await post('/joyhr/web/versionNotice/click', { id: 'no-such-notice' }, staff)).body.code).toBe(404000)
  })

  it("targets a notice at one brand: only that brand's host shows it", async () => {
    const id = (
      await publish({
        version: '4.0',
        title: 'Jiahe only',
        content: 'For jiahe',
        publishAt: gateway.ctx.now(),
        sysCode: 'jiahe',
      })
    ).result.id
    expect((await latest(hr, 'jiahe.localhost')).id).toBe(id)
    expect((await latest(hr, 'weihai.localhost')).title).not.toBe('Jiahe only')
    expect((await latest(hr)).title).not.toBe('Jiahe only')
  })

  it('checks what operators publish', async () => {
    expect((await publish({ version: '1', title: ' ', content: 'x', publishAt: 0 })).code).toBe(400000)
    expect((await publish({ version: '1', title: 't', content: 'x', publishAt: 0, sysCode: 'nobrand' })).msg).toBe(
      '没有系统代码为“nobrand”的品牌',
    )
    expect(
      (await gateway.post('/gateway/tum/web/operations/notice/save', { version: '1', title: 't' }, operator)).status,
    ).toBe(400)
    expect(
      (await post('/tum/web/operations/notice/save', { version: '1', title: 't', content: 'c', publishAt: 0 }, staff))
        .body.code,
    ).toBe(403001)
    expect((await gateway.post('/gateway/joyhr/web/versionNotice/latest', {})).body.code).toBe(401001)
  })
})
