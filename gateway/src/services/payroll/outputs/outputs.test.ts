import iconv from 'iconv-lite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { insertRun } from '../payslip/testing'

const B = (name: string) => `/gateway/salary/web/bankFile/${name}`
const COST = '/gateway/salary/web/payrollCost/summary'
const EN = { 'accept-language': 'en' }

describe('payroll outputs: the bank file and the payroll cost', () => {
  let gateway: TestGateway
  let staff: string
  let hr: string
  let people: Array<{ id: number; organ_id: number; job_number: string; name: string }>
  /** Saves the person's salary profile in force from January 2026 with this account. */
  const setAccount = async (employeeId: number, bankName: string, account: string) => {
    await gateway.ctx.db
      .deleteFrom('salary_profile')
      .where('tenant_id', '=', 1)
      .where('employee_id', '=', employeeId)
      .execute()
    await gateway.ctx.db
      .insertInto('salary_profile')
      .values({
        tenant_id: 1,
        employee_id: employeeId,
        effective_month: '2026-01',
        base_fen: 1_000_000,
        allowances: '{}',
        bank_name: bankName,
        bank_account: account,
        cost_centre: '',
        reason: 'test',
        changed_by: 1,
        changed_at: Date.now(),
      })
      .execute()
  }
  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
    hr = await gateway.login('hr', 'Hr@123456789')
    const db = gateway.ctx.db
    people = await db
      .selectFrom('employee')
      .select(['id', 'organ_id', 'job_number', 'name'])
      .where('tenant_id', '=', 1)
      .orderBy('job_number')
      .limit(3)
      .execute()
    await insertRun(db, { tenantId: 1, id: 1, month: '2026-01', status: 'published' }, [
      { employeeId: people[0].id, organId: people[0].organ_id, costCentre: 'CC-100' },
      { employeeId: people[1].id, organId: people[1].organ_id, costCentre: 'CC-200', netFen: 1_000_005 },
      { employeeId: people[2].id, organId: people[2].organ_id, costCentre: 'CC-200', netFen: 0 },
    ])
    await insertRun(db, { tenantId: 1, id: 2, month: '2026-02', status: 'calculated' }, [
      { employeeId: people[0].id, organId: people[0].organ_id },
    ])
    await insertRun(db, { tenantId: 1, id: 3, month: '2026-02', status: 'locked', groupId: 7 }, [
      { employeeId: people[1].id, organId: people[1].organ_id, costCentre: 'CC-200' },
    ])
    // CC-100 is a value of the cost centre dictionary; CC-200 is not (a code typed before the dictionary existed).
    await db
      .insertInto('dict_item')
      .values({
        tenant_id: 1,
        category: 'costCentre',
        code: 'CC-100',
        name_zh: '研发成本中心',
        name_en: 'R&D cost centre',
        sort: 99,
        enabled: 1,
        updated_by: null,
        updated_at: Date.now(),
      })
      .execute()
    // No account in the people's salary profiles until a test sets one.
    await db
      .deleteFrom('salary_profile')
      .where('tenant_id', '=', 1)
      .where(
        'employee_id',
        'in',
        people.map((p) => p.id),
      )
      .execute()
  }, 60_000)
  afterAll(() => gateway.close())

  const exportFile = (runId: number, token = hr, headers: Record<string, string> = {}) =>
    gateway.app.inject({ method: 'POST', url: B('export'), payload: { runId }, headers: { token, ...headers } })

  it('writes one transfer per person paid, in the default layout, once every account is known', async () => {
    await setAccount(people[0].id, '招商银行上海分行', '6225880212345678')
    const missing = JSON.parse((await exportFile(1, hr, EN)).body)
    expect(missing).toEqual({
      code: 410962,
      msg: `No bank account in the salary profile of: ${people[1].name} (${people[1].job_number})`,
    })
    await setAccount(people[1].id, 'Bank of "Shanghai", Pudong', '6217000011112222')
    const file = await exportFile(1)
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="bank-transfer-2026-01-1.csv"; filename\*=/,
    )
    expect(file.body).toBe(
      [
        '工号,姓名,账号,开户行,金额,币种,用途',
        `${people[0].job_number},${people[0].name},6225880212345678,招商银行上海分行,12454.78,CNY,2026-01`,
        `${people[1].job_number},${people[1].name},6217000011112222,"Bank of ""Shanghai"", Pudong",10000.05,CNY,2026-01`,
        '',
      ].join('\r\n'),
    )
  })

  it('keeps a layout per tenant: columns, header, separator, GBK', async () => {
    const layout = {
      columns: ['account', 'name', 'amount'],
      header: false,
      separator: '|',
      encoding: 'gbk',
      currency: 'CNY',
      purpose: '工资 {month}',
    }
    expect((await gateway.post(B('saveLayout'), layout, hr)).body.result).toEqual(layout)
    expect((await gateway.post(B('saveLayout'), { ...layout, columns: [] }, hr)).status).toBe(400)
    expect((await gateway.post(B('saveLayout'), { ...layout, columns: ['name', 'name'] }, hr)).status).toBe(400)
    expect((await gateway.post(B('saveLayout'), { ...layout, separator: 'x' }, hr)).status).toBe(400)
    const file = await exportFile(1)
    expect(file.headers['content-type']).toBe('text/csv; charset=GBK')
    const text = `6225880212345678|${people[0].name}|12454.78\r\n6217000011112222|${people[1].name}|10000.05\r\n`
    expect(file.rawPayload.equals(iconv.encode(text, 'gbk'))).toBe(true)
    expect(iconv.decode(file.rawPayload, 'gbk')).toBe(text)
    // A name GBK cannot write is refused rather than turned into '?'.
    await setAccount(people[0].id, 'x', '6225880212345678')
    await gateway.ctx.db.updateTable('employee').set({ name: '김민준' }).where('id', '=', people[0].id).execute()
    try {
      expect(JSON.parse((await exportFile(1, hr, EN)).body).code).toBe(410964)
    } finally {
      await gateway.ctx.db
        .updateTable('employee')
        .set({ name: people[0].name })
        .where('id', '=', people[0].id)
        .execute()
    }
    expect((await gateway.post(B('layout'), {}, hr)).body.result).toEqual(layout)
  })

  it('takes only locked or published runs, and refuses without 820404', async () => {
    expect((await gateway.post(B('runs'), {}, hr)).body.result.runs.map((r: { runId: number }) => r.runId)).toEqual([
      3, 1,
    ])
    expect(JSON.parse((await exportFile(2, hr, EN)).body)).toEqual({
      code: 410961,
      msg: 'The bank file needs a locked or published run',
    })
    expect(JSON.parse((await exportFile(99)).body).code).toBe(410960)
    for (const name of ['layout', 'runs']) expect((await gateway.post(B(name), {}, staff)).body.code, name).toBe(403001)
    const layout = { columns: ['name'], header: true, separator: ',', encoding: 'utf-8', currency: 'CNY', purpose: '' }
    expect((await gateway.post(B('saveLayout'), layout, staff)).body.code).toBe(403001)
    expect(JSON.parse((await exportFile(1, staff)).body).code).toBe(403001)
  })

  it('sums the final runs by month, department and cost centre for holders of the payroll cost report', async () => {
    const answer = (await gateway.post(COST, { from: '2026-01', to: '2026-02' }, hr)).body
    expect(answer.code).toBe(0)
    const rows = answer.result.rows as Array<{
      month: string
      organId: number
      costCentre: string
      headcount: number
      gross: string
      net: string
      employer: string
      tax: string
      organPath: string[]
    }>
    // The calculated run of February is not final: only the locked one counts.
    expect(rows.filter((r) => r.month === '2026-02')).toEqual([
      expect.objectContaining({ organId: people[1].organ_id, costCentre: 'CC-200', headcount: 1, net: '12454.78' }),
    ])
    const january = rows.filter((r) => r.month === '2026-01')
    expect(january.reduce((n, r) => n + r.headcount, 0)).toBe(3)
    expect(january.find((r) => r.costCentre === 'CC-100')).toMatchObject({
      headcount: 1,
      gross: '16000.00',
      employer: '5325.00',
      tax: '230.56',
      net: '12454.78',
    })
    expect(january[0].organPath.length).toBeGreaterThan(0)
    // Cost centres named by the dictionary in the reader's language; a code it does not hold has no name.
    expect(january.find((r) => r.costCentre === 'CC-100')).toMatchObject({ costCentreName: '研发成本中心' })
    expect(january.find((r) => r.costCentre === 'CC-200')).toMatchObject({ costCentreName: null })
    const english = (await gateway.post(COST, { from: '2026-01', to: '2026-01' }, hr, { 'accept-language': 'en' })).body
      .result.rows as typeof rows
    expect(english.find((r) => r.costCentre === 'CC-100')).toMatchObject({ costCentreName: 'R&D cost centre' })
    expect(answer.result.total).toEqual({
      headcount: 4,
      gross: '64000.00',
      employer: '21300.00',
      net: '34909.61',
      tax: '922.24',
    })
    expect((await gateway.post(COST, { from: '2026-1', to: '2026-02' }, hr)).status).toBe(400)
    expect((await gateway.post(COST, { from: '2026-01', to: '2026-02' }, staff)).body.code).toBe(403001)
  })

  it("keeps the payroll cost to the caller's data range", async () => {
    await gateway.ctx.db
      .updateTable('role_data_range')
      .set({ data_range: 'self' })
      .where('tenant_id', '=', 1)
      .where('role_id', '=', 1)
      .execute()
    try {
      const narrow = await gateway.login('hr', 'Hr@123456789')
      expect((await gateway.post(COST, { from: '2026-01', to: '2026-02' }, narrow)).body.result.rows).toEqual([])
    } finally {
      await gateway.ctx.db
        .updateTable('role_data_range')
        .set({ data_range: 'all' })
        .where('tenant_id', '=', 1)
        .where('role_id', '=', 1)
        .execute()
    }
  })
})
