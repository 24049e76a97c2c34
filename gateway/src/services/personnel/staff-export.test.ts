import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { csvCell } from '../../core/csv'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const EXPORT = '/gateway/ums/web/entryUser/export'
let gateway: TestGateway

beforeAll(async () => {
  gateway = await startTestGateway()
})
afterAll(async () => {
  await gateway.close()
})

describe('staff export', () => {
  it('answers the staff list as a CSV file named in the filename header', async () => {
    const answer = await gateway.post(EXPORT, {}, await gateway.login('admin', 'Admin@12345'))
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(decodeURIComponent(String(answer.headers.filename))).toMatch(/^staff-\d{4}-\d{2}-\d{2}\.csv$/)
    const lines = String(answer.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toContain('姓名 Name')
    expect(lines.length).toBeGreaterThan(200)
  })

  it("exports only the selected rows of the batch, never another tenant's", async () => {
    const inOne = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    const inTwo = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    const pageOf = async (token: string) =>
      (await gateway.post('/gateway/ums/web/entryUser/getUserPage', { rows: 3 }, token)).body.result.rows
    const [mine, theirs] = [await pageOf(inOne), await pageOf(inTwo)]
    const answer = await gateway.post(EXPORT, { ids: [mine[0].id, mine[2].id, theirs[0].id] }, inOne)
    const lines = String(answer.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual([mine[0].jobNumber, mine[2].jobNumber])
    expect((await gateway.post(EXPORT, { ids: [] }, inOne)).status).toBe(400)
  })

  it('refuses a user without the export button (100202)', async () => {
    const answer = await gateway.post(EXPORT, {}, await gateway.login('staff', 'Staff@12345'))
    expect(answer.body).toMatchObject({ code: 403001 })
  })

  it("leaves out the phone and e-mail of staff who left for a user without HR's record functions", async () => {
    const db = gateway.ctx.db
    const role = await db
      .selectFrom('role')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('name_en', '=', 'Staff')
      .executeTakeFirstOrThrow()
    await db.insertInto('role_function').values({ role_id: role.id, function_id: '100202' }).execute()
    const left = await db
      .selectFrom('employee')
      .select(['id', 'phone'])
      .where('tenant_id', '=', 1)
      .where('status', '=', 2)
      .where('phone', '!=', '')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const active = await db
      .selectFrom('employee')
      .select(['id', 'phone'])
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .where('phone', '!=', '')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const csvOf = async (token: string) =>
      String((await gateway.post(EXPORT, { ids: [left.id, active.id] }, token)).body)
    const staffCsv = await csvOf(await gateway.login('staff', 'Staff@12345'))
    expect(staffCsv).toContain(active.phone)
    expect(staffCsv).not.toContain(left.phone)
    expect(await csvOf(await gateway.login('admin', 'Admin@12345', { tenantId: 1 }))).toContain(left.phone)
    await db.deleteFrom('role_function').where('role_id', '=', role.id).where('function_id', '=', '100202').execute()
  })

  it.each([
    ['plain', 'plain'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@x', "'@x"],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['abc;=7+7', `"abc;'=7+7"`],
    ['x,+1', `"x,'+1"`],
    ['a\t@b', `"a\t'@b"`],
    ['  =1', "  '=1"],
    ['a;;-2', `"a;;'-2"`],
    ['line\n=HYPERLINK(1)', `"line\n'=HYPERLINK(1)"`],
    ['1-2', '1-2'],
    ['a@b.c', 'a@b.c'],
  ])('writes the cell %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })
})
