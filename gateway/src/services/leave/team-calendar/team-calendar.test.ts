import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addFemaleStaff, FEMALE_STAFF } from '../../../testing/female-staff'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { teamOf } from '../../access'
import { leaveCodes } from '../errors'

const V = '/gateway/vacation/web'
const RESOLVE = '/gateway/workflow/web/approveForm/resolve'
const en = { 'accept-language': 'en' }
const year = new Date().getUTCFullYear() + 1
const month = `${year}-04`
/** The first Tuesday of April next year. */
const tuesday = (() => {
  const d = new Date(Date.UTC(year, 3, 1))
  while (d.getUTCDay() !== 2) d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
})()
const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

interface Person {
  id: number
  name: string
  applicant: boolean
  days: Record<string, Array<{ part: string; status: string; typeCode: string }>>
}

describe('the team leave calendar', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let manager: string
  let staffEmployee: number
  let managerEmployee: number
  let staffOrgan: number
  let leaveId: string
  const post = async (path: string, body: object, token: string) =>
    (await gateway.post(`${V}/${path}`, body, token, en)).body
  const ids = (people: Person[]) => people.map((p) => p.id).sort((a, b) => a - b)

  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789')
    staff = await gateway.login('staff', 'Staff@12345')
    manager = await gateway.login('manager', 'Manager@12345')
    const employeeOf = (userName: string) =>
      gateway.ctx.db
        .selectFrom('app_user')
        .innerJoin('employee', 'employee.id', 'app_user.employee_id')
        .select(['employee.id', 'employee.organ_id'])
        .where('app_user.user_name', '=', userName)
        .executeTakeFirstOrThrow()
    const own = await employeeOf('staff')
    staffEmployee = own.id
    staffOrgan = own.organ_id
    managerEmployee = (await employeeOf('manager')).id
    // The staff member's afternoon off on the first Tuesday and the whole Wednesday, approved by their line manager.
    const asked = await post(
      'leave/apply',
      {
        typeCode: 'annual',
        startDate: tuesday,
        startHalf: 'pm',
        endDate: nextDay(tuesday),
        endHalf: 'pm',
        reason: 'Trip',
      },
      staff,
    )
    expect(asked.code).toBe(0)
    leaveId = asked.result.id
    const approved = await gateway.post(RESOLVE, { instanceId: asked.result.instanceId, comment: 'OK' }, manager)
    expect(approved.body.result.status).toBe('approved')
  }, 60_000)
  afterAll(() => gateway.close())

  it("shows a manager their team's leave by day, half days marked, and no one outside their team", async () => {
    const answer = await post('teamCalendar/month', { month }, manager)
    expect(answer.code).toBe(0)
    const team = (await teamOf(gateway.ctx.db, 1, managerEmployee)).filter((id) => id !== managerEmployee)
    const people: Person[] = answer.result.employees
    expect(ids(people).length).toBeGreaterThan(0)
    expect(team).toEqual(expect.arrayContaining(ids(people)))
    expect(ids(people)).not.toContain(managerEmployee)
    const mine = people.find((p) => p.id === staffEmployee)!
    expect(mine.days[tuesday]).toEqual([
      expect.objectContaining({ part: 'pm', status: 'approved', typeCode: 'annual' }),
    ])
    expect(mine.days[nextDay(tuesday)]).toEqual([expect.objectContaining({ part: 'day' })])
    expect(answer.result.days).toHaveLength(30)
    // A department through the manager's data range ('team'): only their team in it.
    const department = await post('teamCalendar/month', { month, organId: staffOrgan }, manager)
    expect(team).toEqual(expect.arrayContaining(ids(department.result.employees)))
  })

  it('shows HR any department, and refuses staff and a bad month', async () => {
    const department = await post('teamCalendar/month', { month, organId: staffOrgan }, hr)
    const inOrgan = await gateway.ctx.db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('organ_id', '=', staffOrgan)
      .where('status', '=', 1)
      .execute()
    expect(ids(department.result.employees)).toEqual(expect.arrayContaining(inOrgan.map((row) => row.id)))
    expect((await post('teamCalendar/month', { month }, staff)).code).toBe(403001)
    expect((await post('teamCalendar/month', { month: `${year}-13` }, manager)).code).toBe(leaveCodes.badMonth)
  })

  it("keeps other tenants' departments and staff out", async () => {
    const two = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    expect((await post('teamCalendar/month', { month, organId: staffOrgan }, two)).code).toBe(leaveCodes.organNotFound)
    const theirs = await gateway.ctx.db.selectFrom('organ').select('id').where('tenant_id', '=', 2).execute()
    for (const organ of theirs.slice(0, 3)) {
      const answer = await post('teamCalendar/month', { month, organId: organ.id }, two)
      expect(ids(answer.result.employees)).not.toContain(staffEmployee)
    }
    expect((await post('teamCalendar/request', { id: leaveId }, two)).code).toBe(leaveCodes.notFound)
  })

  it("shows the approver the requester's team over the request's days, the requester first", async () => {
    const woman = await addFemaleStaff(gateway.ctx.db)
    const answer = await post('teamCalendar/request', { id: leaveId }, manager)
    expect(answer.code).toBe(0)
    expect(answer.result.days).toEqual([tuesday, nextDay(tuesday)])
    const [first, ...others]: Person[] = answer.result.employees
    expect(first).toMatchObject({ id: staffEmployee, applicant: true })
    expect(first.days[tuesday]).toEqual([expect.objectContaining({ part: 'pm' })])
    const peers = await gateway.ctx.db
      .selectFrom('employee')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('manager_id', '=', managerEmployee)
      .where('status', '=', 1)
      .execute()
    for (const other of others) {
      expect(other.applicant).toBe(false)
      expect(peers.map((row) => row.id)).toContain(other.id)
    }
    // The applicant sees it; a colleague of the same manager, neither applicant nor approver, does not.
    expect((await post('teamCalendar/request', { id: leaveId }, staff)).code).toBe(0)
    expect(others.map((other) => other.id)).toContain(woman)
    const colleague = await gateway.login(FEMALE_STAFF.userName, FEMALE_STAFF.password)
    expect((await post('teamCalendar/request', { id: leaveId }, colleague)).code).toBe(leaveCodes.notFound)
  })
})
