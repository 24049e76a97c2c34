import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const P = '/gateway/insurance/web/scheme'
const en = { 'accept-language': 'en' }
const rule = (lower: string, upper: string, employee: string, employer: string) => ({
  lower,
  upper,
  employee,
  employer,
})
const rates = {
  pension: rule('6000', '30000', '0.08', '0.16'),
  medical: rule('6000', '30000', '0.02', '0.080'),
  unemployment: rule('6000', '30000', '0.005', '0.005'),
  injury: rule('6000', '30000', '0', '0.004'),
  maternity: rule('6000', '30000', '0', '0.008'),
  housingFund: rule('2500.5', '30000', '0.12', '0.12'),
}
const body = { name: 'Shenzhen', city: '深圳', effectiveMonth: '2026-01', housingFundRounding: 'yuan', rates }

describe('insurance schemes: list, save, delete', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let other: string

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    staff = await gateway.login('staff', 'Staff@12345')
    other = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
  })
  afterAll(() => gateway.close())

  it('lists the seeded schemes with every version, newest first, and how many employees use each', async () => {
    const schemes = (await gateway.post(`${P}/list`, {}, hr)).body.result
    expect(schemes.map((s: { name: string }) => s.name)).toEqual(['上海社保', '杭州社保'])
    const [shanghai, hangzhou] = schemes
    expect(shanghai.versions.map((v: { effectiveMonth: string }) => v.effectiveMonth)).toEqual(['2026-07', '2025-07'])
    expect(shanghai.versions[1].rates.pension).toEqual({
      lower: '7460.00',
      upper: '37302.00',
      employee: '0.08',
      employer: '0.16',
    })
    expect(hangzhou.versions[0].housingFundRounding).toBe('yuan')
    const tenantOne = await gateway.ctx.db.selectFrom('employee').select('id').where('tenant_id', '=', 1).execute()
    expect(shanghai.employees + hangzhou.employees).toBe(tenantOne.length)
    expect(hangzhou.employees).toBeGreaterThan(0)
  })

  it('refuses the pages to a user without the functions, and editing to one who may only read', async () => {
    expect((await gateway.post(`${P}/list`, {}, staff)).body.code).toBe(403001)
    expect((await gateway.post(`${P}/save`, body, staff)).body.code).toBe(403001)
    expect((await gateway.post(`${P}/delete`, { id: 1 }, staff)).body.code).toBe(403001)
    const staffRole = await gateway.ctx.db
      .selectFrom('role')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('name_en', '=', 'Staff')
      .executeTakeFirstOrThrow()
    await gateway.ctx.db.insertInto('role_function').values({ role_id: staffRole.id, function_id: '8211' }).execute()
    const reader = await gateway.login('staff', 'Staff@12345')
    expect((await gateway.post(`${P}/list`, {}, reader)).body.code).toBe(0)
    expect((await gateway.post(`${P}/save`, body, reader)).body.code).toBe(403001)
    await gateway.ctx.db
      .deleteFrom('role_function')
      .where('role_id', '=', staffRole.id)
      .where('function_id', '=', '8211')
      .execute()
  })

  it('answers a wrong rate, amount, limit or month with a clear message in the caller language', async () => {
    const bad = (change: object) => ({ ...body, rates: { ...rates, ...change } })
    expect(
      (await gateway.post(`${P}/save`, bad({ medical: rule('6000', '30000', '0.02', '1.5') }), hr, en)).body,
    ).toEqual({
      code: 411005,
      msg: 'The employer rate of medical insurance must be a decimal from 0 to 1 with at most six places, e.g. 0.08',
    })
    expect((await gateway.post(`${P}/save`, bad({ pension: rule('6000', '30000', '8%', '0.16') }), hr)).body).toEqual({
      code: 411005,
      msg: '养老保险的个人比例须为 0 到 1 之间的小数（最多六位），例如 0.08',
    })
    expect(
      (await gateway.post(`${P}/save`, bad({ injury: rule('6000', '30000', '0', '0.0000001') }), hr)).body.code,
    ).toBe(411005)
    expect(
      (await gateway.post(`${P}/save`, bad({ housingFund: rule('2500.555', '30000', '0.12', '0.12') }), hr, en)).body,
    ).toEqual({
      code: 411006,
      msg: 'The lower base limit of the housing fund must be an amount in yuan with at most two decimal places, e.g. 7460.00',
    })
    expect(
      (await gateway.post(`${P}/save`, bad({ pension: rule('30001', '30000', '0.08', '0.16') }), hr, en)).body,
    ).toEqual({ code: 411007, msg: 'The lower base limit of pension must not exceed its upper limit' })
    expect((await gateway.post(`${P}/save`, { ...body, effectiveMonth: '2026-13' }, hr)).body.code).toBe(411001)
    expect((await gateway.post(`${P}/save`, { ...body, housingFundRounding: 'jiao' }, hr)).body.code).toBe(400000)
    expect((await gateway.post(`${P}/save`, { ...body, name: '  ' }, hr)).body.code).toBe(400000)
    expect((await gateway.post(`${P}/save`, { ...body, rates: { pension: rates.pension } }, hr)).body.code).toBe(400000)
    expect((await gateway.post(`${P}/save`, { ...body, name: '上海社保' }, hr, en)).body).toEqual({
      code: 411004,
      msg: 'Another scheme is already called 上海社保',
    })
  })

  it('saves a scheme, a later version beside it and a correction of that version; rates are kept as exact decimals', async () => {
    const { id } = (await gateway.post(`${P}/save`, body, hr)).body.result
    expect(
      (
        await gateway.post(
          `${P}/save`,
          {
            ...body,
            id,
            effectiveMonth: '2027-01',
            rates: { ...rates, pension: rule('6500', '32000', '0.08', '0.15') },
          },
          hr,
        )
      ).body.code,
    ).toBe(0)
    expect(
      (
        await gateway.post(
          `${P}/save`,
          {
            ...body,
            id,
            name: 'Shenzhen city',
            effectiveMonth: '2027-01',
            rates: { ...rates, pension: rule('6500', '32000', '0.08', '0.14') },
          },
          hr,
        )
      ).body.code,
    ).toBe(0)
    const saved = (await gateway.post(`${P}/list`, {}, hr)).body.result.find((s: { id: number }) => s.id === id)
    expect(saved).toMatchObject({ name: 'Shenzhen city', city: '深圳', employees: 0 })
    expect(saved.versions.map((v: { effectiveMonth: string }) => v.effectiveMonth)).toEqual(['2027-01', '2026-01'])
    expect(saved.versions[0].rates.pension).toEqual({
      lower: '6500.00',
      upper: '32000.00',
      employee: '0.08',
      employer: '0.14',
    })
    expect(saved.versions[1].rates.medical).toEqual({
      lower: '6000.00',
      upper: '30000.00',
      employee: '0.02',
      employer: '0.08',
    })
    expect(saved.versions[1].rates.housingFund.lower).toBe('2500.50')
    expect(saved.versions[1].housingFundRounding).toBe('yuan')
    expect((await gateway.post(`${P}/save`, { ...body, id: 99 }, hr)).body.code).toBe(411002)
  })

  it('refuses to delete a scheme employees use; deletes an unused one', async () => {
    expect((await gateway.post(`${P}/delete`, { id: 2 }, hr, en)).body).toMatchObject({
      code: 411003,
      msg: expect.stringMatching(/^The scheme 杭州社保 is still used by \d+ employees/),
    })
    const { id } = (await gateway.post(`${P}/save`, { ...body, name: 'Unused' }, hr)).body.result
    expect((await gateway.post(`${P}/delete`, { id }, hr)).body.code).toBe(0)
    expect((await gateway.post(`${P}/list`, {}, hr)).body.result.map((s: { id: number }) => s.id)).not.toContain(id)
    expect(
      await gateway.ctx.db
        .selectFrom('insurance_rate')
        .select('kind')
        .where('tenant_id', '=', 1)
        .where('scheme_id', '=', id)
        .execute(),
    ).toEqual([])
    expect((await gateway.post(`${P}/delete`, { id }, hr)).body.code).toBe(411002)
  })

  it("never shows or changes another tenant's schemes", async () => {
    expect((await gateway.post(`${P}/list`, {}, other)).body.result).toEqual([])
    expect((await gateway.post(`${P}/delete`, { id: 1 }, other)).body.code).toBe(411002)
    expect((await gateway.post(`${P}/save`, { ...body, id: 1 }, other)).body.code).toBe(411002)
    // Tenant 2 may use a name tenant 1 uses, and numbers its own schemes.
    const { id } = (await gateway.post(`${P}/save`, { ...body, name: '上海社保' }, other)).body.result
    expect(id).toBe(1)
    expect((await gateway.post(`${P}/list`, {}, hr)).body.result[0].versions[0].rates.pension.lower).toBe('7700.00')
  })
})
