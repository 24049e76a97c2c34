import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

export const K = '/gateway/kaoqin/web'
export const FORM = '/gateway/workflow/web/approveForm'
/** Wednesday 11 March 2026, 10:00 in Shanghai (the default calendar's time zone). */
export const NOW = Date.parse('2026-03-11T02:00:00Z')
export const SHANGHAI = { lat: 31.2304, lng: 121.4737 }

/** A test gateway at NOW with staff, manager and HR signed in, and the staff member's employee row. */
export interface AttendanceGateway {
  gateway: TestGateway
  staff: string
  manager: string
  hr: string
  staffEmployee: { id: number; job_number: string }
}

export async function startAttendanceGateway(): Promise<AttendanceGateway> {
  const gateway = await startTestGateway()
  gateway.setNow(NOW)
  const [staff, manager, hr] = await Promise.all([
    gateway.login('staff', 'Staff@12345'),
    gateway.login('manager', 'Manager@12345'),
    gateway.login('hr', 'Hr@123456789'),
  ])
  const db = gateway.ctx.db
  const user = await db
    .selectFrom('app_user')
    .select('employee_id')
    .where('user_name', '=', 'staff')
    .executeTakeFirstOrThrow()
  const staffEmployee = await db
    .selectFrom('employee')
    .select(['id', 'job_number'])
    .where('id', '=', user.employee_id!)
    .executeTakeFirstOrThrow()
  return { gateway, staff, manager, hr, staffEmployee }
}

/** Puts the staff member in a group of their own (it wins over the whole company's group of the demo). */
export async function joinOwnGroup({ gateway, staffEmployee }: AttendanceGateway): Promise<void> {
  const db = gateway.ctx.db
  await db
    .insertInto('att_group')
    .values({ tenant_id: 1, id: 901, name: 'Shanghai', calendar_id: 1, mode: 'fixed', week: '[1,1,1,1,1,0,0]' })
    .execute()
  await db
    .insertInto('att_group_member')
    .values({ tenant_id: 1, group_id: 901, organ_id: null, employee_id: staffEmployee.id })
    .execute()
}

/** A door-access export of early March for `jobNumber` with four lines to refuse (lines 7 to 10). */
export const marchPunchesCsv = (jobNumber: string): string =>
  [
    'job number,time,device',
    `${jobNumber},2026-03-02 08:55,Door 1`,
    `${jobNumber},2026/3/2 18:05:10,Door 1`,
    `${jobNumber},2026-03-03 09:40,Door 2`,
    `${jobNumber},2026-03-03 18:40,Door 2`,
    `${jobNumber},2026-03-04 08:58,Door 1`,
    'NOBODY,2026-03-04 09:00,',
    `${jobNumber},yesterday,`,
    `${jobNumber},2026-03-02 08:55,Door 1`,
    `${jobNumber},2026-03-12 09:00,`,
  ].join('\n')

/** Rest-day work on Saturday 7 March and an early leave on Friday 6 March, as the door recorded them. */
export const weekendPunchesCsv = (jobNumber: string): string =>
  [
    `${jobNumber},2026-03-07 09:58`,
    `${jobNumber},2026-03-07 14:05`,
    `${jobNumber},2026-03-06 08:55`,
    `${jobNumber},2026-03-06 16:00`,
  ].join('\n')

/** The manager's decision on an approval; answers the instance's status. */
export const resolveAsManager = async ({ gateway, manager }: AttendanceGateway, instanceId: string): Promise<string> =>
  (await gateway.post(`${FORM}/resolve`, { instanceId }, manager)).body.result.status

/** Asks `body` through the vacation route `path` as the staff member and has the manager approve it. */
export async function applyApproved(at: AttendanceGateway, path: string, body: object): Promise<void> {
  const answer = (await at.gateway.post(`/gateway/vacation/web/${path}`, body, at.staff)).body
  if (answer.code !== 0) throw new Error(`${path} refused: ${answer.msg}`)
  const status = await resolveAsManager(at, answer.result.instanceId)
  if (status !== 'approved') throw new Error(`${path} not approved: ${status}`)
}

/** The hourly time off in lieu of Friday 6 March, 16:00 to 18:00. */
export const fridayToilLeave = {
  typeCode: 'toil',
  startDate: '2026-03-06',
  startHalf: 'pm',
  endDate: '2026-03-06',
  endHalf: 'pm',
  startTime: '16:00',
  endTime: '18:00',
  reason: 'Rest',
}

/** The Saturday's approved overtime, 10:00 to 14:00. */
export const saturdayOvertime = {
  day: '2026-03-07',
  startTime: '10:00',
  endTime: '14:00',
  timing: 'after',
  reason: 'Release',
  // Time off in lieu instead of pay: the Friday leave below takes two of its hours.
  compensation: 'timeOff',
}

/** March as the other attendance tests leave it: punches, a late day clocked in, a patch card, overtime, leave. */
export async function recordMarch(at: AttendanceGateway): Promise<void> {
  const { gateway, hr, staff, staffEmployee } = at
  await joinOwnGroup(at)
  // In at 10:00 (late) and out a minute later.
  for (const time of [NOW, NOW + 60_000]) {
    gateway.setNow(time)
    const clocked = (await gateway.post(`${K}/clockIn/punch`, { lat: 1, lng: 2, accuracy: 10 }, staff)).body
    if (clocked.code !== 0) throw new Error(`clock-in refused: ${clocked.msg}`)
  }
  for (const csv of [marchPunchesCsv, weekendPunchesCsv]) {
    await gateway.post(`${K}/punch/import`, { text: csv(staffEmployee.job_number) }, hr)
  }
  await applyApproved(at, 'patchCard/apply', { day: '2026-03-04', time: '18:00', kind: 'out', reason: 'Forgot' })
  await applyApproved(at, 'overtime/apply', saturdayOvertime)
  await applyApproved(at, 'leave/apply', fridayToilLeave)
}
