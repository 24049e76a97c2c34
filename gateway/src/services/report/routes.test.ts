import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lastMonths } from './headcount'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const SUMMARY = '/gateway/report/web/headcount/summary'

describe('headcount summary', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  it('counts staff on the job per division and hires and leavers per month from the employees', async () => {
    const admin = await gateway.login('admin', 'Admin@12345')
    const { byOrgan, byMonth, recentHires } = (await gateway.post(SUMMARY, {}, admin)).body.result
    expect(recentHires).toHaveLength(8)
    expect(recentHires.map((r: { entryDate: string }) => r.entryDate)).toEqual(
      [...recentHires.map((r: { entryDate: string }) => r.entryDate)].sort().reverse(),
    )
    expect(Object.keys(recentHires[0]).sort()).toEqual(['entryDate', 'id', 'name', 'organName'])
    expect(byOrgan.map((row: { organName: string }) => row.organName)).toEqual([
      '研发中心',
      '产品中心',
      '人力资源中心',
      '财务中心',
      '销售中心',
    ])
    const active = await gateway.ctx.db
      .selectFrom('employee')
      .innerJoin('organ', 'organ.id', 'employee.organ_id')
      .select('organ.parent_id')
      .where('employee.tenant_id', '=', 1)
      .where('employee.status', '=', 1)
      .execute()
    // Everyone on the job is in one division, but those placed in the company itself (the general manager).
    const inDivisions = active.filter((row) => row.parent_id !== null).length
    expect(inDivisions).toBe(active.length - 1)
    expect(byOrgan.reduce((sum: number, row: { headcount: number }) => sum + row.headcount, 0)).toBe(inDivisions)
    expect(byMonth).toHaveLength(12)
    expect(byMonth[11].month).toBe(new Date(gateway.ctx.now()).toISOString().slice(0, 7))

    const all = (await gateway.post(SUMMARY, { months: 36 }, admin)).body.result.byMonth
    const recent = await gateway.ctx.db.selectFrom('employee').select('entry_date').where('tenant_id', '=', 1).execute()
    const firstMonth = all[0].month
    const hires = recent.filter((row) => new Date(row.entry_date).toISOString().slice(0, 7) >= firstMonth).length
    expect(all.reduce((sum: number, row: { hires: number }) => sum + row.hires, 0)).toBe(hires)
  })

  it('is guarded by function 4001', async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    expect((await gateway.post(SUMMARY, {}, staff)).body.code).toBe(403001)
    expect((await gateway.post(SUMMARY, { months: 37 }, staff)).status).toBe(400)
  })

  it('lists calendar months across a year boundary', () => {
    expect(lastMonths(Date.UTC(2025, 1, 15), 3)).toEqual(['2024-12', '2025-01', '2025-02'])
  })
})
