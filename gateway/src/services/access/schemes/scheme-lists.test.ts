import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'

const S = '/gateway/joyhr/web/selfSchemeQuery'
const PAGE = '/gateway/ums/web/entryUser/getUserPage'

interface Scheme {
  id: string
  name: string
  isDefault: boolean
  conditions: Record<string, unknown>
}

describe('§3 list query parameter functionId (default 7): the list whose saved schemes a call reads and changes', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    staff = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(() => gateway.close())

  const call = async (name: string, body: object, token = hr) => (await gateway.post(`${S}/${name}`, body, token)).body
  const names = async (body: object) =>
    ((await call('findSelfSchemeQueryByUser', body)).result as Scheme[]).map((s) => s.name).sort()

  it('keeps the staff list (7, the default) and employee records (1101) apart: same names, own defaults', async () => {
    const staffList = (await call('add', { name: 'On the job', conditions: { status: 1 }, isDefault: true }))
      .result as Scheme
    const explicit = (await call('add', { name: 'Left', conditions: { status: 2 }, functionId: 7 })).result as Scheme
    const records = (
      await call('add', {
        name: 'On the job',
        conditions: { status: 1, keyword: 'Li' },
        isDefault: true,
        functionId: 1101,
      })
    ).result as Scheme
    expect([staffList.isDefault, explicit.isDefault, records.isDefault]).toEqual([true, false, true])
    // Without functionId a call is the staff list's: the same as 7.
    expect(await names({})).toEqual(['Left', 'On the job'])
    expect(await names({ functionId: 7 })).toEqual(['Left', 'On the job'])
    expect(await names({ functionId: 1101 })).toEqual(['On the job'])
    // A default set on one list leaves the other's.
    await call('updateDefaultScheme', { id: explicit.id })
    const recordsList = (await call('findSelfSchemeQueryByUser', { functionId: 1101 })).result as Scheme[]
    expect(recordsList[0]).toMatchObject({ id: records.id, isDefault: true })
    // A scheme is found, renamed and removed only through its own list.
    expect((await call('getSelfSchemeInfo', { id: records.id })).code).toBe(410501)
    expect((await call('remove', { id: records.id })).code).toBe(410501)
    expect(
      (await call('updateSelfSchemeInfo', { id: records.id, name: 'Everyone', functionId: 1101 })).result,
    ).toMatchObject({ name: 'Everyone', conditions: { status: 1, keyword: 'Li' } })
    expect((await call('add', { name: 'Left', conditions: {}, functionId: 7 })).code).toBe(410502)
    // The staff list (getUserPage) applies only the staff list's schemes.
    expect((await gateway.post(PAGE, { schemeId: records.id }, hr)).body.code).toBe(410501)
    expect(
      (await gateway.post(PAGE, { schemeId: explicit.id }, hr)).body.result.rows.every(
        (row: { status: number }) => row.status === 2,
      ),
    ).toBe(true)
  })

  it("opens a list's schemes only to those granted its menu function", async () => {
    // Staff may open the staff list (1002) but not employee records (1101).
    expect((await call('findSelfSchemeQueryByUser', {}, staff)).code).toBe(0)
    expect((await call('findSelfSchemeQueryByUser', { functionId: 1101 }, staff)).code).toBe(403001)
    expect((await call('add', { name: 'Mine', conditions: {}, functionId: 1101 }, staff)).code).toBe(403001)
  })

  it('offers the filters of the list asked, and refuses a functionId that names no list', async () => {
    const en = { 'accept-language': 'en' }
    const fields = (await gateway.post(`${S}/getQueryCondition`, { functionId: 1101 }, hr, en)).body.result as Array<{
      key: string
      label: string
    }>
    expect(fields.map((f) => [f.key, f.label])).toEqual([
      ['keyword', 'Keyword'],
      ['organId', 'Department'],
      ['status', 'Status'],
    ])
    for (const functionId of [8, 0, -7, '7x', 1002])
      expect((await call('findSelfSchemeQueryByUser', { functionId })).code, String(functionId)).toBe(400000)
  })
})
