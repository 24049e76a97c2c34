import readXlsxFile from 'read-excel-file/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { lockRun } from '../run/lock'

// A leaver's compensation for ending the contract (解除劳动关系一次性补偿收入), paid by the final settlement's off-cycle
// run: 300,000 where the city's average annual wage is 80,000 → 240,000 exempt, 60,000 taxed on its own by the annual
// table: 60,000 × 10 % − 2,520 = 3,480 (财税〔2018〕164号 art. 5(1)). Recorded apart from the wages when the run is
// locked, listed on the e-Tax filing, given back by a reversal.

const LEAVING = '/gateway/ums/web/leaving'
const S = '/gateway/salary/web'
const FORM = '/gateway/workflow/web/approveForm'
const MONTH = '2026-06'
const ID_NUMBER = '11010519900307001X'
const at = (iso: string) => Date.parse(iso)
const actor = { id: 1, name: 'HR' }

describe('a leaver’s compensation for ending the contract on the tax records and the e-Tax filing', () => {
  let gateway: TestGateway
  let hr: string
  let manager: string
  const staffId = 12
  let settlementRun: number

  const post = async (url: string, body: unknown, token = hr) => {
    const answer = (await gateway.post(url, body, token)).body
    expect(answer, url).toMatchObject({ code: 0 })
    return answer.result
  }
  /** Resolves a request as whoever holds its step (the manager, then HR) until it is decided. */
  const approve = async (instanceId: string) => {
    for (const who of [manager, hr, manager, hr]) {
      const answer = (await gateway.post(`${FORM}/resolve`, { instanceId }, who)).body
      if (answer.code === 0 && answer.result.status === 'approved') return
    }
    throw new Error('not approved')
  }
  const severanceRows = () =>
    gateway.ctx.db
      .selectFrom('etax_severance')
      .select(['run_id', 'month', 'income_fen', 'exempt_fen', 'taxable_fen', 'tax_fen'])
      .where('tenant_id', '=', 1)
      .where('employee_id', '=', staffId)
      .orderBy('run_id')
      .execute()
  /** The month's wage withholding of the leaver over every run recorded: income and tax, in fen. */
  const wageTax = async () => {
    const rows = await gateway.ctx.db
      .selectFrom('etax_withholding')
      .select(['income_fen', 'tax_fen', 'ytd_income_fen'])
      .where('tenant_id', '=', 1)
      .where('employee_id', '=', staffId)
      .where('month', '=', MONTH)
      .execute()
    return {
      income: rows.reduce((sum, row) => sum + Number(row.income_fen), 0),
      tax: rows.reduce((sum, row) => sum + Number(row.tax_fen), 0),
      ytdIncome: Math.max(...rows.map((row) => Number(row.ytd_income_fen))),
    }
  }
  /** The e-Tax filing of the month, read back with another library than the one that wrote it. */
  const filing = async () => {
    const file = await gateway.app.inject({
      method: 'POST',
      url: '/gateway/etax/web/withholding/export',
      payload: { month: MONTH },
      headers: { token: hr },
    })
    expect(file.statusCode).toBe(200)
    return new Map((await readXlsxFile(file.rawPayload)).map(({ sheet, data }) => [sheet, data]))
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
    gateway.setNow(at('2026-07-03T04:00:00Z'))
    const db = gateway.ctx.db
    await db
      .updateTable('employee')
      .set({ entry_date: at('2024-03-01T00:00:00Z') })
      .where('id', '=', staffId)
      .execute()
    await db
      .updateTable('employee_profile')
      .set({ id_number: ID_NUMBER })
      .where('tenant_id', '=', 1)
      .where('employee_id', '=', staffId)
      .execute()
    await db
      .updateTable('salary_profile')
      .set({ base_fen: 5_000_000, allowances: '{}', effective_month: '2024-03' })
      .where('employee_id', '=', staffId)
      .execute()
    await db.deleteFrom('salary_line').where('employee_id', '=', staffId).execute()
    await db.deleteFrom('etax_withholding').where('tenant_id', '=', 1).where('employee_id', '=', staffId).execute()
    hr = await gateway.login('hr', 'Hr@123456789')
    manager = await gateway.login('manager', 'Manager@12345')

    // The month's regular run pays the leaver's wages first and is locked: the month's wage tax.
    await post('/gateway/kaoqin/web/summary/lock', { month: MONTH })
    const regular = await post(`${S}/run/create`, { groupId: 1, month: MONTH })
    await post(`${S}/run/calculate`, { id: regular.id })
    await lockRun(db, 1, regular.id, actor, 'ok', gateway.ctx.now())

    // Terminated by agreement; the settlement pays 300,000 compensation in a city of 80,000 a year, no leave pay.
    await post(`${LEAVING}/saveCity`, { city: '测试市', monthlyWage: '6666.67', annualWage: '80000.00' })
    const body = { employeeId: staffId, lastDay: '2026-06-30', basis: 'mutual', reason: 'Role ended' }
    const started = await post(`${LEAVING}/terminate`, body)
    await approve(started.instanceId)
    const adjusted = { id: started.id, city: '测试市', compensation: '300000.00', leavePay: '0.00', note: 'agreed' }
    const settlement = await post(`${LEAVING}/adjust`, adjusted)
    expect(settlement.tax).toEqual({
      exemptLimit: '240000.00',
      exempt: '240000.00',
      taxable: '60000.00',
      tax: '3480.00',
    })
    settlementRun = (await post(`${LEAVING}/pay`, { id: started.id })).runId
    await post(`${S}/run/calculate`, { id: settlementRun })
  }, 180_000)
  afterAll(() => gateway?.close())

  it('records the compensation once as its own income when the settlement run is locked: 300,000, 240,000 exempt, 60,000 taxed, 3,480 withheld', async () => {
    const before = await wageTax()
    // 50,000 of June's wages: the cumulative basic deduction of six months leaves some tax.
    expect(before.income).toBe(5_000_000)
    expect(before.tax).toBeGreaterThan(0)
    await lockRun(gateway.ctx.db, 1, settlementRun, actor, 'ok', gateway.ctx.now())
    // Locking again replaces the run's records: still one.
    await lockRun(gateway.ctx.db, 1, settlementRun, actor, 'ok', gateway.ctx.now())
    expect(await severanceRows()).toEqual([
      {
        run_id: settlementRun,
        month: MONTH,
        income_fen: 30_000_000,
        exempt_fen: 24_000_000,
        taxable_fen: 6_000_000,
        tax_fen: 348_000,
      },
    ])
    // Not added to the year's wages: the month's wage income and tax are as the regular run recorded them.
    expect(await wageTax()).toEqual(before)
  })

  it('lists the compensation on the e-Tax filing’s own sheet, apart from the wages', async () => {
    const sheets = await filing()
    expect([...sheets.keys()]).toEqual(['正常工资薪金所得', '解除劳动合同一次性补偿金'])
    const [header, ...rows] = sheets.get('解除劳动合同一次性补偿金')!
    expect(header).toEqual([
      '工号',
      '*姓名',
      '*证件类型',
      '*证件号码',
      '*本期收入',
      '本期免税收入',
      '其他',
      '准予扣除的捐赠额',
      '减免税额',
      '备注',
    ])
    const person = await gateway.ctx.db
      .selectFrom('employee')
      .select(['name', 'job_number'])
      .where('id', '=', staffId)
      .executeTakeFirstOrThrow()
    expect(rows).toHaveLength(1)
    expect([...rows[0].slice(0, 6), rows[0][9]]).toEqual([
      person.job_number,
      person.name,
      '居民身份证',
      ID_NUMBER,
      300000,
      240000,
      '已扣缴税额 3480.00',
    ])
    // The wage sheet's line of the leaver holds the month's wages only.
    const wages = sheets.get('正常工资薪金所得')!.find((row) => row[3] === ID_NUMBER)!
    expect(wages[4]).toBe(50000)
  })

  it('records a correction of the compensation as the change: 20,000 more is all taxed (320,000 − 240,000 → 5,480)', async () => {
    await post(`${S}/run/publish`, { id: settlementRun })
    const correction = await post(`${S}/run/correct`, { id: settlementRun, mode: 'people', employeeIds: [staffId] })
    // HR enters the corrected compensation and its tax: 80,000 × 10 % − 2,520 = 5,480.
    const values = { severancePay: '320000.00', severanceTax: '5480.00' }
    await post(`${S}/run/setInputs`, { id: correction.id, employeeId: staffId, values })
    await post(`${S}/run/calculate`, { id: correction.id })
    const before = await wageTax()
    await lockRun(gateway.ctx.db, 1, correction.id, actor, 'ok', gateway.ctx.now())
    const rows = await severanceRows()
    expect(rows.map((row) => row.run_id)).toEqual([settlementRun, correction.id])
    expect(rows[1]).toMatchObject({ income_fen: 2_000_000, exempt_fen: 0, taxable_fen: 2_000_000, tax_fen: 200_000 })
    expect(await wageTax()).toEqual(before)
    const [, line] = (await filing()).get('解除劳动合同一次性补偿金')!
    expect([line[4], line[5], line[9]]).toEqual([320000, 240000, '已扣缴税额 5480.00'])
    await post(`${S}/run/publish`, { id: correction.id })
  })

  it('takes the compensation back when the settlement run is reversed: nothing left on the records or the filing', async () => {
    const reversal = await post(`${S}/run/correct`, { id: settlementRun, mode: 'reverse' })
    await post(`${S}/run/calculate`, { id: reversal.id })
    const before = await wageTax()
    await lockRun(gateway.ctx.db, 1, reversal.id, actor, 'ok', gateway.ctx.now())
    const rows = await severanceRows()
    expect(rows.at(-1)).toMatchObject({
      run_id: reversal.id,
      income_fen: -32_000_000,
      exempt_fen: -24_000_000,
      taxable_fen: -8_000_000,
      tax_fen: -548_000,
    })
    const total = (key: 'income_fen' | 'exempt_fen' | 'taxable_fen' | 'tax_fen') =>
      rows.reduce((sum, row) => sum + Number(row[key]), 0)
    expect([total('income_fen'), total('exempt_fen'), total('taxable_fen'), total('tax_fen')]).toEqual([0, 0, 0, 0])
    expect((await wageTax()).tax).toBe(before.tax)
    expect([...(await filing()).keys()]).toEqual(['正常工资薪金所得'])
  })
})
