import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addFemaleStaff, FEMALE_STAFF } from '../../testing/female-staff'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { ineligibility, monthsOfService } from './eligibility'

const TYPES = '/gateway/vacation/web/leave/types'
const APPLY = '/gateway/vacation/web/leave/apply'

const year = new Date().getUTCFullYear() + 1
/** The second Monday of March next year (no public holiday near it). */
const monday = (() => {
  const d = new Date(Date.UTC(year, 2, 8))
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
})()
const leave = (typeCode: string) => ({
  typeCode,
  startDate: monday,
  startHalf: 'am',
  endDate: monday,
  endHalf: 'pm',
  reason: 'Eligibility',
})

describe('who may take a leave type', () => {
  let gateway: TestGateway
  let staff: string
  let woman: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    await addFemaleStaff(gateway.ctx.db)
    staff = await gateway.login('staff', 'Staff@12345')
    woman = await gateway.login(FEMALE_STAFF.userName, FEMALE_STAFF.password)
  }, 60_000)
  afterAll(() => gateway.close())

  const offered = async (token: string) =>
    ((await gateway.post(TYPES, {}, token)).body.result as Array<{ code: string; eligible: boolean }>)
      .filter((type) => type.eligible)
      .map((type) => type.code)

  it('offers maternity leave to women and paternity leave to men only', async () => {
    expect(await offered(staff)).toEqual(['annual', 'sick', 'personal', 'paternity', 'toil'])
    expect(await offered(woman)).toEqual(['annual', 'sick', 'personal', 'maternity', 'toil'])
  })

  it('refuses an ineligible type with a clear message in both languages, and takes an eligible one', async () => {
    expect((await gateway.post(APPLY, leave('maternity'), staff, { 'Accept-Language': 'en' })).body).toMatchObject({
      code: 410127,
      msg: 'Maternity leave can only be taken by female employees',
    })
    expect((await gateway.post(APPLY, leave('maternity'), staff, { 'Accept-Language': 'zh-CN' })).body).toMatchObject({
      code: 410127,
      msg: '产假仅限女性员工申请',
    })
    expect((await gateway.post(APPLY, leave('paternity'), woman, { 'Accept-Language': 'en' })).body).toMatchObject({
      code: 410127,
      msg: 'Paternity leave can only be taken by male employees',
    })
    expect((await gateway.post(APPLY, leave('paternity'), staff)).body.code).toBe(0)
    expect((await gateway.post(APPLY, leave('maternity'), woman)).body.code).toBe(0)
    // Nothing was stored for the refused requests.
    const stored = await gateway.ctx.db
      .selectFrom('leave_request')
      .select(['type_code'])
      .where('reason', '=', 'Eligibility')
      .orderBy('type_code')
      .execute()
    expect(stored.map((row) => row.type_code)).toEqual(['maternity', 'paternity'])
  })

  it('refuses a type that needs more months of service than the applicant has at its start', async () => {
    const db = gateway.ctx.db
    const entry = (await db.selectFrom('employee').select('entry_date').where('id', '=', 12).executeTakeFirstOrThrow())
      .entry_date
    const needed = monthsOfService(entry, monday) + 1
    await db
      .updateTable('leave_type')
      .set({ min_service_months: needed })
      .where('tenant_id', '=', 1)
      .where('code', '=', 'personal')
      .execute()
    try {
      expect(await offered(staff)).not.toContain('personal')
      expect(
        (await gateway.post(APPLY, { ...leave('personal'), reason: 'Service' }, staff, { 'Accept-Language': 'en' }))
          .body,
      ).toMatchObject({ code: 410128, msg: `Personal leave can be taken after ${needed} months of service` })
      expect(
        (await gateway.post(APPLY, { ...leave('personal'), reason: 'Service' }, staff, { 'Accept-Language': 'zh-CN' }))
          .body,
      ).toMatchObject({ code: 410128, msg: `事假须入职满 ${needed} 个月后方可申请` })
    } finally {
      await db
        .updateTable('leave_type')
        .set({ min_service_months: 0 })
        .where('tenant_id', '=', 1)
        .where('code', '=', 'personal')
        .execute()
    }
  })

  it('counts whole months of service and needs a staff record for a limited type', () => {
    const entry = Date.UTC(2024, 2, 15)
    expect(monthsOfService(entry, '2024-04-14')).toBe(0)
    expect(monthsOfService(entry, '2024-04-15')).toBe(1)
    expect(monthsOfService(entry, '2025-03-15')).toBe(12)
    const rule = { code: 'x', name_zh: 'x', name_en: 'x', gender: null, min_service_months: 12 }
    expect(ineligibility(rule, { gender: 1, entryDate: entry }, '2025-03-14')).toBe('service')
    expect(ineligibility(rule, { gender: 1, entryDate: entry }, '2025-03-15')).toBeNull()
    expect(ineligibility({ ...rule, min_service_months: 0, gender: 2 }, null, '2025-03-15')).toBe('gender')
    expect(ineligibility({ ...rule, min_service_months: 0 }, null, '2025-03-15')).toBeNull()
  })
})
