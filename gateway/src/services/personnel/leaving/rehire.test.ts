import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../../testing/test-gateway'
import { pnid, type RecordsGateway, startRecordsGateway } from '../records/test-helpers'
import { spellsOf } from './rehire'

// Rehiring a former employee: onboarding someone whose left record has the same ID number reopens that record.

describe('rehiring a former employee', () => {
  let gateway: TestGateway
  let position: RecordsGateway['position']
  let post: RecordsGateway['post']

  beforeAll(async () => {
    ;({ gateway, position, post } = await startRecordsGateway())
  })
  afterAll(() => gateway.close())

  it('reopens the left record with the new entry date, keeps the earlier spell and the years of work, not a new record', async () => {
    const idNumber = pnid('31010419900101002')
    const values = {
      name: '回聘员工',
      jobNumber: 'RE0001',
      mobile: '13700005555',
      organ: position.organ_id,
      gangwei: position.id,
      entryDate: '2020-03-01',
      idNumber,
    }
    const first = await post('entryUser/onboard', { values })
    expect(first.code).toBe(0)
    const id = first.result.id
    expect((await post('entryUser/offboard', { id, leaveDate: '2024-06-30', reason: '个人发展' })).code).toBe(0)

    const again = await post('entryUser/onboard', {
      values: { ...values, jobNumber: 'RE0002', entryDate: '2026-09-01' },
    })
    expect(again).toMatchObject({ code: 0, result: { id } })
    const employee = await gateway.ctx.db
      .selectFrom('employee')
      .innerJoin('employee_profile', 'employee_profile.employee_id', 'employee.id')
      .select(['status', 'entry_date', 'leave_date', 'job_number', 'work_start_date', 'leave_reason'])
      .where('employee.id', '=', id)
      .executeTakeFirstOrThrow()
    expect(employee).toMatchObject({
      status: 1,
      leave_date: null,
      job_number: 'RE0002',
      leave_reason: '',
    })
    expect(Number(employee.entry_date)).toBe(Date.parse('2026-09-01T00:00:00Z'))
    // The years of work count from the first employment: work began no later than 2020-03-01.
    expect(Number(employee.work_start_date)).toBe(Date.parse('2020-03-01T00:00:00Z'))
    const spells = [{ entryDate: '2020-03-01', leaveDate: '2024-06-30', reason: '个人发展' }]
    expect(await spellsOf(gateway.ctx.db, 1, id)).toEqual(spells)
    expect(await post('leaving/spells', { employeeId: id })).toMatchObject({ code: 0, result: spells })
    // One record of the person, found on the job.
    const page = (await post('entryUser/getRecordPage', { keyword: '回聘员工' })).result
    expect(page.rows.map((r: { id: number }) => r.id)).toEqual([id])
    // Someone on the job with that ID number is still refused as a duplicate.
    expect(
      (await post('entryUser/onboard', { values: { ...values, jobNumber: 'RE0003', mobile: '13700006666' } })).code,
    ).toBe(410207)
  })
})
