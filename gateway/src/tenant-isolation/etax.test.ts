import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, it } from 'vitest'
import { recordMonth, withholdMonth } from '../services/tax'
import type { TestGateway } from '../testing/test-gateway'
import { tenantsSuite } from './suite'

// A session of tenant 2 never reads or changes tenant 1's declarations or withholding (services/tax).

describe('tenant isolation: income tax', () => {
  const { tenants, post } = tenantsSuite()
  let gateway: TestGateway
  let one: string
  let two: string
  let staffEmp: number
  beforeAll(async () => {
    ;({ gateway, one, two } = tenants())
    staffEmp = (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('employee_id')
        .where('user_name', '=', 'staff')
        .executeTakeFirstOrThrow()
    ).employee_id!
    const pay = { employeeId: staffEmp, income: '20000.00', social: '2000.00', bonus: '0.00' }
    await recordMonth(gateway.ctx.db, 1, 1, [...(await withholdMonth(gateway.ctx.db, 1, '2026-01', [pay])).values()])
  })

  it("keeps declarations to the session tenant's own staff record", async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    const id = (
      await post(
        '/etax/web/deduction/save',
        { year: 2026, kind: 'children', startMonth: 1, endMonth: 12, share: 100 },
        staff,
      )
    ).body.result.id
    // hr's staff record belongs to tenant 1: in tenant 2 there is none to declare for, read, change or remove.
    const hrTwo = await gateway.login('hr', 'Hr@123456789', { tenantId: 2 })
    expect((await post('/etax/web/deduction/mine', { year: 2026 }, hrTwo)).body.code).toBe(411102)
    expect(
      (
        await post(
          '/etax/web/deduction/save',
          { id, year: 2026, kind: 'children', startMonth: 1, endMonth: 12, share: 50 },
          hrTwo,
        )
      ).body.code,
    ).toBe(411102)
    expect((await post('/etax/web/deduction/remove', { id }, hrTwo)).body.code).toBe(411102)
    expect((await post('/etax/web/deduction/bonusMethod', { year: 2026, method: 'combined' }, hrTwo)).body.code).toBe(
      411102,
    )
    const row = await gateway.ctx.db
      .selectFrom('etax_deduction')
      .select(['tenant_id', 'share'])
      .where('id', '=', id)
      .where('employee_id', '=', staffEmp)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ tenant_id: 1, share: 100 })
  })

  it('keeps the monthly withholding, its filing file and the annual summary to the session tenant', async () => {
    const ids = async (token: string) =>
      (
        (await post('/etax/web/withholding/month', { month: '2026-01' }, token)).body.result.rows as Array<{
          employeeId: number
        }>
      ).map((r) => r.employeeId)
    expect(await ids(one)).toContain(staffEmp)
    expect(await ids(two)).toEqual([])
    const organOne = (
      await gateway.ctx.db
        .selectFrom('employee')
        .select('organ_id')
        .where('id', '=', staffEmp)
        .executeTakeFirstOrThrow()
    ).organ_id
    expect((await post('/etax/web/withholding/month', { month: '2026-01', organId: organOne }, two)).body.code).toBe(
      411114,
    )
    expect((await post('/etax/web/withholding/annual', { year: 2026 }, two)).body.result.rows).toEqual([])
    expect(
      (await post('/etax/web/withholding/annual', { year: 2026 }, one)).body.result.rows.map(
        (r: { employeeId: number }) => r.employeeId,
      ),
    ).toContain(staffEmp)
    const file = await gateway.app.inject({
      method: 'POST',
      url: '/gateway/etax/web/withholding/export',
      payload: { month: '2026-01' },
      headers: { token: two },
    })
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    expect(book.worksheets[0].rowCount).toBe(1)
  })

  it("never lists or marks tenant 1's joiners from tenant 2", async () => {
    const db = gateway.ctx.db
    const joiner = await db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('employee')
      .set({ entry_date: Date.parse('2026-07-06T00:00:00Z') })
      .where('id', '=', joiner.id)
      .execute()
    const ids = async (token: string) =>
      (
        (await post('/etax/web/joiners/list', { year: 2026 }, token)).body.result.rows as Array<{ employeeId: number }>
      ).map((r) => r.employeeId)
    expect(await ids(one)).toContain(joiner.id)
    expect(await ids(two)).not.toContain(joiner.id)
    expect(
      (await post('/etax/web/joiners/mark', { year: 2026, employeeId: joiner.id, noEarlierIncome: true }, two)).body
        .code,
    ).toBe(411115)
    expect(
      await db.selectFrom('etax_first_income').select('tenant_id').where('employee_id', '=', joiner.id).execute(),
    ).toEqual([])
  })

  it("never lists, flags or fills tenant 1's people under the 60,000 rule from tenant 2", async () => {
    const db = gateway.ctx.db
    const person = await db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('employee')
      .set({ entry_date: Date.parse('2019-01-01T00:00:00Z') })
      .where('id', '=', person.id)
      .execute()
    const ids = async (token: string) =>
      (
        (await post('/etax/web/sixtyThousand/list', { year: 2026 }, token)).body.result.rows as Array<{
          employeeId: number
        }>
      ).map((r) => r.employeeId)
    expect(await ids(one)).toContain(person.id)
    expect(await ids(two)).not.toContain(person.id)
    expect(
      (await post('/etax/web/sixtyThousand/mark', { year: 2026, employeeId: person.id, flagged: true }, two)).body.code,
    ).toBe(411115)
    expect((await post('/etax/web/sixtyThousand/fill', { year: 2026 }, two)).body.code).toBe(0)
    expect(
      await db.selectFrom('etax_sixty_thousand').select('tenant_id').where('employee_id', '=', person.id).execute(),
    ).toEqual([])
  })
  it("never lists, sets, removes or imports tenant 1's opening balances from tenant 2", async () => {
    const db = gateway.ctx.db
    const person = await db
      .selectFrom('employee')
      .select(['id', 'job_number'])
      .where('tenant_id', '=', 1)
      .where('status', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('employee')
      .set({ entry_date: Date.parse('2019-01-01T00:00:00Z'), leave_date: null })
      .where('id', '=', person.id)
      .execute()
    const body = {
      year: 2025,
      employeeId: person.id,
      through: 6,
      income: '60000.00',
      social: '6000.00',
      special: '0.00',
      other: '0.00',
      basicMonths: 6,
      tax: '270.00',
      bonusSeparate: false,
    }
    expect((await post('/etax/web/opening/save', body, one)).body.code).toBe(0)
    const ids = async (token: string) =>
      (
        (await post('/etax/web/opening/list', { year: 2025 }, token)).body.result.rows as Array<{ employeeId: number }>
      ).map((r) => r.employeeId)
    expect(await ids(one)).toContain(person.id)
    expect(await ids(two)).not.toContain(person.id)
    expect((await post('/etax/web/opening/save', { ...body, income: '1.00' }, two)).body.code).toBe(411115)
    expect((await post('/etax/web/opening/remove', { year: 2025, employeeId: person.id }, two)).body.code).toBe(411115)
    expect((await post('/etax/web/opening/trail', { year: 2025, employeeId: person.id }, two)).body.code).toBe(411115)
    const csv = `工号,年度,截至月份,累计收入,累计个人社保公积金,累计专项附加扣除,累计其他扣除,累计减除费用月数,累计已预扣税额\n${person.job_number},2025,6,1,0,0,0,6,0\n`
    const file = { fileName: 'opening.csv', content: Buffer.from(csv).toString('base64'), confirm: true }
    expect((await post('/etax/web/opening/import', file, two)).body.result).toMatchObject({ imported: 0, refused: 1 })
    const rows = await db
      .selectFrom('etax_opening')
      .select(['tenant_id', 'income_fen'])
      .where('employee_id', '=', person.id)
      .execute()
    expect(rows.map((row) => [row.tenant_id, Number(row.income_fen)])).toEqual([[1, 6_000_000]])
  })
})
