import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'

const S = '/gateway/salary/web'
const en = { 'accept-language': 'en' }
const month = (() => {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7)
})()

describe('payroll items named like object properties, absurd values and negative earnings', () => {
  let gateway: TestGateway
  let hr: string
  let person: { id: number; name: string }
  let runId: number
  const post = async (path: string, body: unknown, headers?: Record<string, string>) =>
    (await gateway.post(`${S}${path}`, body, hr, headers)).body

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    const user = await gateway.ctx.db
      .selectFrom('app_user')
      .select('employee_id')
      .where('user_name', '=', 'staff')
      .executeTakeFirstOrThrow()
    person = await gateway.ctx.db
      .selectFrom('employee')
      .select(['id', 'name'])
      .where('id', '=', user.employee_id!)
      .executeTakeFirstOrThrow()
    expect((await gateway.post('/gateway/kaoqin/web/summary/lock', { month }, hr)).body.code).toBe(0)
    // Three earnings of group 1 coded as properties every JavaScript object inherits: a fixed one no profile sets, one
    // entered per month, and a formula of both that comes out negative while nothing is entered.
    const item = { kind: 'earning', taxable: true, annualBonus: false, onPayslip: true }
    for (const [code, source, formula] of [
      ['constructor', 'fixed', ''],
      ['toString', 'input', ''],
      ['valueOf', 'formula', 'constructor + toString - 50'],
    ]) {
      const saved = await post('/item/save', { ...item, code, nameZh: code, nameEn: `Item ${code}`, source, formula })
      expect(saved.code, JSON.stringify(saved)).toBe(0)
      await gateway.ctx.db
        .insertInto('salary_group_item')
        .values({ tenant_id: 1, group_id: 1, item_id: saved.result.id })
        .execute()
    }
    runId = (await post('/run/create', { groupId: 1, month })).result.id
  }, 120_000)
  afterAll(() => gateway.close())

  it('calculates items coded constructor, toString and valueOf as any other, and warns of an earning that came out negative', async () => {
    const answer = await post('/run/calculate', { id: runId }, en)
    expect(answer.code, JSON.stringify(answer).slice(0, 300)).toBe(0)
    const line = await gateway.ctx.db
      .selectFrom('salary_line')
      .select('detail')
      .where('tenant_id', '=', 1)
      .where('run_id', '=', runId)
      .where('employee_id', '=', person.id)
      .executeTakeFirstOrThrow()
    const amounts = Object.fromEntries(
      JSON.parse(line.detail).items.map((i: { code: string; amount: string }) => [i.code, i.amount]),
    )
    expect(amounts).toMatchObject({ constructor: '0.00', toString: '0.00', valueOf: '-50.00' })
    expect(answer.result.warnings).toContainEqual({
      employeeId: person.id,
      code: 'valueOf',
      text: `Item valueOf of ${person.name} is negative (-50.00): check its formula and inputs`,
    })
  })

  it('refuses an item beyond the most an item may hold with a named error, not a system error', async () => {
    expect(
      (await post('/run/setInputs', { id: runId, employeeId: person.id, values: { toString: '999999999999' } })).code,
    ).toBe(0)
    expect(await post('/run/calculate', { id: runId }, en)).toEqual({
      code: 410923,
      msg: `Item toString of ${person.name} comes to 999,999,999,999.00: an item may hold at most 1,000,000,000.00 either way. Check its formula, profile and inputs`,
    })
    expect((await post('/run/calculate', { id: runId })).msg).toBe(
      `${person.name} 的“toString”计算结果为 999,999,999,999.00，超出单个项目的上限（正负 1,000,000,000.00），请检查其公式、薪资档案和录入数据`,
    )
  })
})
