import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Money, amountOfFen } from '../../../core/money'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { insertRun } from '../payslip/testing'

const B = (name: string) => `/gateway/salary/web/bankFile/${name}`
const EN = { 'accept-language': 'en' }

// The bank file is written by core/csv; these tests read it back with csv-parse, a reader that shares nothing with it.
describe('the bank transfer file of a run, as HR finds it from the run', () => {
  let gateway: TestGateway
  let hr: string
  let runNetFen: number
  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    const db = gateway.ctx.db
    const people = await db
      .selectFrom('employee')
      .select(['id', 'organ_id'])
      .where('tenant_id', '=', 1)
      .orderBy('job_number')
      .limit(4)
      .execute()
    // Group 1 of the seed is named 全公司; the nets differ, one person is paid nothing this month.
    const nets = [1_245_478, 1_000_005, 0, 3_333_399]
    await insertRun(
      db,
      { tenantId: 1, id: 41, month: '2026-03', status: 'published', groupId: 1 },
      people.map((p, i) => ({ employeeId: p.id, organId: p.organ_id, netFen: nets[i] })),
    )
    runNetFen = nets.reduce((sum, fen) => sum + fen, 0)
    for (const [i, person] of people.entries()) {
      await db.deleteFrom('salary_profile').where('tenant_id', '=', 1).where('employee_id', '=', person.id).execute()
      await db
        .insertInto('salary_profile')
        .values({
          tenant_id: 1,
          employee_id: person.id,
          effective_month: '2026-01',
          base_fen: 1_000_000,
          allowances: '{}',
          bank_name: `Bank, branch ${i}`,
          bank_account: `62220000${i}`,
          cost_centre: '',
          reason: 'test',
          changed_by: 1,
          changed_at: Date.now(),
        })
        .execute()
    }
  }, 60_000)
  afterAll(() => gateway.close())

  const exportFile = (headers: Record<string, string> = {}) =>
    gateway.app.inject({ method: 'POST', url: B('export'), payload: { runId: 41 }, headers: { token: hr, ...headers } })

  it("names the file after the run's group and month, in the reader's language", async () => {
    const zh = await exportFile()
    expect(decodeURIComponent(String(zh.headers.filename))).toBe('全公司 2026-03 银行代发.csv')
    expect(zh.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('全公司 2026-03 银行代发.csv')}`,
    )
    const en = await exportFile(EN)
    expect(decodeURIComponent(String(en.headers.filename))).toBe('全公司 2026-03 bank transfers.csv')
    const runs = (await gateway.post(B('runs'), {}, hr)).body.result.runs
    expect(runs.find((r: { runId: number }) => r.runId === 41)).toMatchObject({ groupName: '全公司', month: '2026-03' })
  })

  it("totals the run's net pay in the file, read back with another CSV reader", async () => {
    const records = parse((await exportFile()).body, { columns: true, skip_empty_lines: true }) as Array<
      Record<string, string>
    >
    expect(records).toHaveLength(3)
    const total = records.reduce((sum, record) => sum.plus(record.金额), new Money(0))
    const run = await gateway.ctx.db
      .selectFrom('salary_run')
      .select('net_fen')
      .where('tenant_id', '=', 1)
      .where('id', '=', 41)
      .executeTakeFirstOrThrow()
    expect(total.toFixed(2)).toBe(amountOfFen(run.net_fen))
    expect(total.toFixed(2)).toBe(amountOfFen(runNetFen))
  })

  it('shows on screen the columns, their names and the cells the file holds, in the layout the tenant chose', async () => {
    for (const layout of [
      null,
      {
        columns: ['amount', 'name', 'account'],
        header: true,
        separator: ';',
        encoding: 'utf-8',
        currency: 'CNY',
        purpose: '',
      },
    ]) {
      if (layout) expect((await gateway.post(B('saveLayout'), layout, hr)).body.code).toBe(0)
      const file = parse((await exportFile(EN)).body, { delimiter: layout?.separator ?? ',' }) as string[][]
      const screen = (await gateway.post(B('transfers'), { runId: 41 }, hr, EN)).body.result
      expect(screen.header).toEqual(file[0])
      expect(screen.rows).toEqual(file.slice(1))
      expect(screen.total).toBe(amountOfFen(runNetFen))
      expect(screen.fileName).toBe('全公司 2026-03 bank transfers.csv')
    }
  })
})
