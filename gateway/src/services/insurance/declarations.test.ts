import readXlsxFile from 'read-excel-file/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const D = (name: string) => `/gateway/insurance/web/declaration/${name}`
const EN = { 'accept-language': 'en' }
const MONTH = '2031-05'
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`)
/** Rates of both schemes: pension 8 % / 16 %, medical 2 % / 9.5 %, unemployment 0.5 % / 0.5 %, housing fund 7 % / 7 %. */
const RATES: Record<string, [string, string]> = {
  pension: ['0.08', '0.16'],
  medical: ['0.02', '0.095'],
  unemployment: ['0.005', '0.005'],
  housingFund: ['0.07', '0.07'],
}

describe('insurance: the monthly declaration lists', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  /** joiner, leaver, base change, moved to the other scheme, first insured, unchanged, left last month, joiner without a scheme. */
  let p: Record<'joiner' | 'leaver' | 'raised' | 'mover' | 'first' | 'same' | 'gone' | 'bare', number>
  const schemes = { shanghai: 901, beijing: 902 }

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    staff = await gateway.login('staff', 'Staff@12345')
    const db = gateway.ctx.db
    const ids = (
      await db.selectFrom('employee').select('id').where('tenant_id', '=', 1).orderBy('id').limit(8).execute()
    ).map((row) => row.id)
    p = {
      joiner: ids[0],
      leaver: ids[1],
      raised: ids[2],
      mover: ids[3],
      first: ids[4],
      same: ids[5],
      gone: ids[6],
      bare: ids[7],
    }
    const dates: Record<keyof typeof p, [string, string | null]> = {
      joiner: ['2031-05-16', null],
      leaver: ['2024-03-01', '2031-05-10'],
      raised: ['2024-03-01', null],
      mover: ['2024-03-01', null],
      first: ['2024-03-01', null],
      same: ['2024-03-01', null],
      gone: ['2024-03-01', '2031-04-30'],
      bare: ['2031-05-02', null],
    }
    for (const [who, [entry, leave]] of Object.entries(dates))
      await db
        .updateTable('employee')
        .set({ entry_date: day(entry), leave_date: leave ? day(leave) : null, status: leave ? 2 : 1 })
        .where('id', '=', p[who as keyof typeof p])
        .execute()
    await db.deleteFrom('insurance_base').where('tenant_id', '=', 1).where('employee_id', 'in', ids).execute()
    for (const [name, id] of Object.entries(schemes)) {
      await db.insertInto('insurance_scheme').values({ tenant_id: 1, id, name, city: name, created_at: 0 }).execute()
      await db
        .insertInto('insurance_scheme_version')
        .values({
          tenant_id: 1,
          scheme_id: id,
          effective_month: '2031-01',
          housing_rounding: 'fen',
          saved_by: 1,
          saved_at: 0,
        })
        .execute()
      await db
        .insertInto('insurance_rate')
        .values(
          Object.entries(RATES).map(([kind, [employee, employer]]) => ({
            tenant_id: 1,
            scheme_id: id,
            effective_month: '2031-01',
            kind,
            base_lower_fen: 500_000,
            base_upper_fen: 3_000_000,
            employee_rate: employee,
            employer_rate: employer,
          })),
        )
        .execute()
    }
    const base = (who: keyof typeof p, month: string, scheme: number, yuan: number) => ({
      tenant_id: 1,
      employee_id: p[who],
      effective_month: month,
      scheme_id: scheme,
      base_fen: yuan * 100,
      saved_by: 1,
      saved_at: 0,
    })
    const { shanghai, beijing } = schemes
    await db
      .insertInto('insurance_base')
      .values([
        base('joiner', MONTH, shanghai, 10_000),
        base('leaver', '2031-01', shanghai, 8_000),
        base('raised', '2031-01', shanghai, 9_000),
        base('raised', MONTH, shanghai, 12_000),
        base('mover', '2031-01', shanghai, 7_000),
        base('mover', MONTH, beijing, 7_000),
        base('first', MONTH, shanghai, 4_000),
        base('same', '2031-01', shanghai, 6_000),
        base('gone', '2031-01', shanghai, 6_000),
      ])
      .execute()
    await db
      .insertInto('employee_profile')
      .values({
        tenant_id: 1,
        employee_id: p.joiner,
        id_number: '11010519900307001X',
        birth_date: null,
        address: '',
        salary_grade: '',
        contract_start: null,
        contract_end: null,
        emergency_name: '',
        emergency_relation: '',
        emergency_phone: '',
        leave_reason: '',
        nationality: '',
        education: '',
        marital_status: '',
        political_status: '',
        contract_type: '',
        updated_by: null,
        updated_at: 0,
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'employee_id']).doUpdateSet({ id_number: '11010519900307001X' }))
      .execute()
  }, 60_000)
  afterAll(() => gateway.close())

  const jobNumber = async (who: keyof typeof p) =>
    (
      await gateway.ctx.db
        .selectFrom('employee')
        .select('job_number')
        .where('id', '=', p[who])
        .executeTakeFirstOrThrow()
    ).job_number
  const exportFile = (schemeId: number, token = hr, headers: Record<string, string> = {}) =>
    gateway.app.inject({
      method: 'POST',
      url: D('export'),
      payload: { month: MONTH, schemeId },
      headers: { token, ...headers },
    })
  /** The workbook's sheets read back by read-excel-file, each a list of rows keyed by the header. */
  const sheetsOf = async (schemeId: number, headers: Record<string, string> = {}) => {
    const file = await exportFile(schemeId, hr, headers)
    expect(file.statusCode).toBe(200)
    const sheets = await readXlsxFile(file.rawPayload)
    return Object.fromEntries(
      sheets.map(({ sheet, data }) => [
        sheet,
        data
          .slice(1)
          .map((row) => Object.fromEntries(data[0].map((title, index) => [String(title), row[index] ?? '']))),
      ]),
    )
  }

  it('counts a month per scheme: the joiner and the first insured added, the leaver and the mover removed, one base changed', async () => {
    const answer = (await gateway.post(D('summary'), { month: MONTH }, hr)).body
    expect(answer.code).toBe(0)
    const mine = answer.result.schemes.filter((s: { schemeId: number }) => s.schemeId > 900)
    expect(mine).toEqual([
      { schemeId: 901, name: 'shanghai', city: 'shanghai', added: 2, removed: 2, changed: 1 },
      { schemeId: 902, name: 'beijing', city: 'beijing', added: 1, removed: 0, changed: 0 },
    ])
    expect(answer.result.unassigned).toContainEqual({ jobNumber: await jobNumber('bare'), name: expect.any(String) })
  })

  it('writes a sheet per list with the ID number as recorded, the base and each fund, read back by another library', async () => {
    const sheets = await sheetsOf(schemes.shanghai)
    const [joinerNo, firstNo] = [await jobNumber('joiner'), await jobNumber('first')]
    expect(Object.keys(sheets)).toEqual(['增员', '减员', '基数调整'])
    const added = sheets.增员
    expect(added.map((row) => [row.工号, row.变动原因])).toEqual(
      [
        [joinerNo, '新入职'],
        [firstNo, '首次参保'],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    )
    const joiner = added.find((row) => row.工号 === joinerNo)!
    expect(joiner).toMatchObject({
      证件号码: '11010519900307001X',
      参保日期: '2031-05-16',
      缴费基数: 10000,
      '养老保险 个人': 800,
      '养老保险 单位': 1600,
      '医疗保险 个人': 200,
      '医疗保险 单位': 950,
      '住房公积金 个人': 700,
      '工伤保险 个人': '',
      个人合计: 1750,
      单位合计: 3300,
    })
    // A base below the scheme's lower limit: the shares are worked out on the limit (5,000).
    const first = added.find((row) => row.工号 === firstNo)!
    expect(first).toMatchObject({ 缴费基数: 4000, '养老保险 个人': 400 })
    expect(sheets.减员.map((row) => [row.工号, row.变动原因, row.停保日期, row.缴费基数])).toEqual(
      [
        [await jobNumber('leaver'), '离职', '2031-05-10', 8000],
        [await jobNumber('mover'), '转出', '2031-05-01', 7000],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    )
    expect(sheets.基数调整).toEqual([
      expect.objectContaining({
        工号: await jobNumber('raised'),
        原缴费基数: 9000,
        新缴费基数: 12000,
        '养老保险 个人': 960,
        // 1,920 + 1,140 + 60 + 840
        单位合计: 3960,
      }),
    ])
    const beijing = await sheetsOf(schemes.beijing, EN)
    expect(Object.keys(beijing)).toEqual(['Added', 'Removed', 'Base changes'])
    expect(beijing.Added).toEqual([
      expect.objectContaining({ 'Job number': await jobNumber('mover'), Reason: 'Moved in from another scheme' }),
    ])
    expect(Object.keys(beijing.Added[0])).toEqual(
      expect.arrayContaining(['Pension employee', 'Housing fund employer', 'Employer total']),
    )
  })

  it('refuses a bad month, another scheme, and callers without the bases page', async () => {
    expect((await gateway.post(D('summary'), { month: '2031-13' }, hr, EN)).body.code).toBe(411001)
    expect(JSON.parse((await exportFile(999)).body).code).toBe(411002)
    expect((await gateway.post(D('summary'), { month: MONTH }, staff)).body.code).toBe(403001)
    expect(JSON.parse((await exportFile(901, staff)).body).code).toBe(403001)
  })

  it("keeps to the session's tenant: another tenant's administrator sees none of these schemes or people", async () => {
    const other = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    const answer = (await gateway.post(D('summary'), { month: MONTH }, other)).body.result
    expect(answer.schemes.map((s: { schemeId: number }) => s.schemeId)).not.toContain(901)
    expect(answer.unassigned).not.toContainEqual(expect.objectContaining({ jobNumber: await jobNumber('bare') }))
    expect(JSON.parse((await exportFile(901, other)).body).code).toBe(411002)
  })
})
