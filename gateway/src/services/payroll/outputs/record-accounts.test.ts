import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { recordBankAccountsOf } from '../../people'
import { insertRun } from '../payslip/testing'

const B = (name: string) => `/gateway/salary/web/bankFile/${name}`

// The bank file pays into the account on the staff record (kept by HR, corrected by staff through self-service); the
// salary profile's account is used only for whoever's record holds none.
describe('the bank file reads the bank account on the staff record', () => {
  let gateway: TestGateway
  let hr: string
  let people: Array<{ id: number; organ_id: number; job_number: string }>

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    const db = gateway.ctx.db
    people = await db
      .selectFrom('employee')
      .select(['id', 'organ_id', 'job_number'])
      .where('tenant_id', '=', 1)
      .orderBy('job_number')
      .limit(2)
      .execute()
    await insertRun(
      db,
      { tenantId: 1, id: 42, month: '2026-03', status: 'published', groupId: 1 },
      people.map((p) => ({ employeeId: p.id, organId: p.organ_id, netFen: 500_000 })),
    )
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
          bank_name: `Profile bank ${i}`,
          bank_account: `62220000000${i}`,
          cost_centre: '',
          reason: 'test',
          changed_by: 1,
          changed_at: Date.now(),
        })
        .execute()
    }
  }, 60_000)
  afterAll(() => gateway.close())

  const rows = async (): Promise<string[][]> => (await gateway.post(B('transfers'), { runId: 42 }, hr)).body.result.rows

  it("pays into the record's account once HR (or an approved proposal) puts one there, else the profile's", async () => {
    const layout = { columns: ['name', 'bankName', 'account'], header: true, separator: ',', encoding: 'utf-8' }
    expect((await gateway.post(B('saveLayout'), { ...layout, currency: 'CNY', purpose: '' }, hr)).body.code).toBe(0)
    expect((await rows()).map((r) => r.slice(1))).toEqual([
      ['Profile bank 0', '622200000000'],
      ['Profile bank 1', '622200000001'],
    ])
    const values = { bankName: '招商银行深圳分行', bankAccount: '6225 8801 2345 6789', bankHolder: '王小明' }
    const saved = await gateway.post('/gateway/ums/web/entryUser/updateRecord', { id: people[0].id, values }, hr)
    expect(saved.body.code).toBe(0)
    expect((await rows()).map((r) => r.slice(1))).toEqual([
      ['招商银行深圳分行', '6225880123456789'],
      ['Profile bank 1', '622200000001'],
    ])
  })

  it("reads only the tenant's own records", async () => {
    const ids = people.map((p) => p.id)
    expect([...(await recordBankAccountsOf(gateway.ctx.db, 1, ids)).keys()]).toEqual([people[0].id])
    expect((await recordBankAccountsOf(gateway.ctx.db, 2, ids)).size).toBe(0)
  })
})
