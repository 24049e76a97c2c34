import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { PNG, uploadFile } from '../../../testing/uploads'
import { runDocumentDay } from './expiry'

// Personal documents on a record: kept by the person (or HR within their data range) with a type of the tenant's
// list and an optional expiry; HR hears of one expiring within 30 days.

const BASE = '/gateway/ums/web/personalDocument'
const DAY = 86_400_000

describe('personal documents', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let staffId: number
  const en = { 'accept-language': 'en' }
  const dayFromNow = (days: number) => new Date(gateway.ctx.now() + days * DAY).toISOString().slice(0, 10)
  const upload = async (token: string, name: string, content: Buffer) =>
    (await uploadFile(gateway, token, name, content)).result.id as string

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    staff = await gateway.login('staff', 'Staff@12345')
    const user = await gateway.ctx.db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    staffId = user.employee_id!
  }, 60_000)
  afterAll(() => gateway.close())

  it('keeps a document on one’s own record with its type and expiry, listed for the person and for HR, and serves its file', async () => {
    const fileId = await upload(staff, 'id.png', PNG)
    const added = await gateway.post(
      `${BASE}/add`,
      { fileId, typeCode: 'idCopy', expiresOn: dayFromNow(20) },
      staff,
      en,
    )
    expect(added.body).toMatchObject({
      code: 0,
      result: { typeCode: 'idCopy', typeName: 'ID card copy', name: 'id.png', expiresOn: dayFromNow(20) },
    })
    const mine = (await gateway.post(`${BASE}/list`, {}, staff)).body.result
    expect(mine.documents.map((d: { id: string }) => d.id)).toEqual([added.body.result.id])
    expect(mine.types.map((t: { code: string }) => t.code)).toEqual([
      'idCopy',
      'diploma',
      'certificate',
      'bankCard',
      'other',
    ])
    const seenByHr = (await gateway.post(`${BASE}/list`, { employeeId: staffId }, hr)).body.result
    expect(seenByHr.documents[0].id).toBe(added.body.result.id)
    const file = await gateway.app.inject({
      method: 'POST',
      url: `${BASE}/file`,
      payload: { id: added.body.result.id },
      headers: { token: hr },
    })
    expect(file.rawPayload.equals(PNG)).toBe(true)
  })

  it('lets HR add a document to a record in their range, and nobody read another’s documents without the function', async () => {
    const fileId = await upload(hr, 'diploma.png', PNG)
    const added = (await gateway.post(`${BASE}/add`, { employeeId: staffId, fileId, typeCode: 'diploma' }, hr)).body
    expect(added).toMatchObject({ code: 0, result: { typeCode: 'diploma', expiresOn: null } })
    const hrUser = await gateway.ctx.db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'hr')
      .executeTakeFirstOrThrow()
    expect((await gateway.post(`${BASE}/list`, { employeeId: hrUser.employee_id }, staff)).body.code).toBe(410201)
    expect(
      (await gateway.post(`${BASE}/file`, { id: added.result.id }, await gateway.login('manager', 'Manager@12345')))
        .body.code,
    ).toBe(411924)
    expect((await gateway.post(`${BASE}/remove`, { id: added.result.id }, staff)).body.code).toBe(0)
  })

  it('refuses a type not in the list, a file type not allowed, a file over the limit, another’s file and a bad expiry', async () => {
    const png = await upload(staff, 'card.png', PNG)
    const wrongType = (await gateway.post(`${BASE}/add`, { fileId: png, typeCode: 'passport' }, staff, en)).body
    expect(wrongType).toEqual({
      code: 411921,
      msg: 'A personal document must be a PDF, JPEG or PNG file of a type in the list',
    })
    const text = await upload(staff, 'notes.txt', Buffer.from('plain text, not a document'))
    expect((await gateway.post(`${BASE}/add`, { fileId: text, typeCode: 'other' }, staff)).body.code).toBe(411921)
    const big = await upload(staff, 'big.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]))
    const tooLarge = (await gateway.post(`${BASE}/add`, { fileId: big, typeCode: 'other' }, staff)).body
    expect(tooLarge).toEqual({ code: 411922, msg: '文件超过 5 MB' })
    const hrFile = await upload(hr, 'hr.png', PNG)
    expect((await gateway.post(`${BASE}/add`, { fileId: hrFile, typeCode: 'other' }, staff)).body.code).toBe(411923)
    expect(
      (await gateway.post(`${BASE}/add`, { fileId: png, typeCode: 'other', expiresOn: '2026-02-30' }, staff)).body.code,
    ).toBe(411925)
  })

  it('tells HR once of a document expiring within 30 days, not of one expiring later', async () => {
    const soon = (
      await gateway.post(
        `${BASE}/add`,
        { fileId: await upload(staff, 'a.png', PNG), typeCode: 'bankCard', expiresOn: dayFromNow(10) },
        staff,
      )
    ).body.result
    const later = (
      await gateway.post(
        `${BASE}/add`,
        { fileId: await upload(staff, 'b.png', PNG), typeCode: 'bankCard', expiresOn: dayFromNow(45) },
        staff,
      )
    ).body.result
    expect(await runDocumentDay(gateway.ctx)).toBeGreaterThan(0)
    const notices = (id: string) =>
      gateway.ctx.db
        .selectFrom('notify_delivery')
        .select(['user_id', 'subject'])
        .where('dedupe_key', 'like', `document:${id}:%`)
        .execute()
    const hrUser = await gateway.ctx.db
      .selectFrom('app_user')
      .select('id')
      .where('user_name', '=', 'hr')
      .executeTakeFirstOrThrow()
    const told = await notices(soon.id)
    expect(told.map((n) => n.user_id)).toContain(hrUser.id)
    expect(
      told.some((n) => n.subject.includes('个人证件即将到期') || n.subject.includes('Personal document expiring')),
    ).toBe(true)
    expect(await notices(later.id)).toEqual([])
    const before = told.length
    await runDocumentDay(gateway.ctx)
    expect((await notices(soon.id)).length).toBe(before)
  })
})
