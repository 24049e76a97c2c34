import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { dayPlansOf } from '../scheduling'

export const APPLY = '/gateway/vacation/web/overtime/apply'
export const MINE = '/gateway/vacation/web/overtime/mine'
export const DETAIL = '/gateway/vacation/web/overtime/detail'
export const CREDITS = '/gateway/vacation/web/toil/credits'
export const SETTINGS = '/gateway/vacation/web/toil/settings'
export const SAVE_SETTINGS = '/gateway/vacation/web/toil/saveSettings'
export const LEAVE = '/gateway/vacation/web/leave/apply'
export const BALANCES = '/gateway/vacation/web/leave/balances'
export const CANCEL_LEAVE = '/gateway/vacation/web/leave/cancelLeave'
export const RESOLVE = '/gateway/workflow/web/approveForm/resolve'
export const REJECT = '/gateway/workflow/web/approveForm/reject'

export const DAY = 86_400_000
export const today = Math.floor(Date.now() / DAY) * DAY
export const iso = (time: number) => new Date(time).toISOString().slice(0, 10)
/** The days from `from` to `to` days after today (negative: before). */
const span = (from: number, to: number) => [iso(today + from * DAY), iso(today + to * DAY)] as const
export const en = { 'accept-language': 'en' }

/**
 * A test gateway with staff, manager and HR signed in, days of staff's own plan (calendar, group, roster: newest past
 * day first and nearest future day first) and helpers to read the time off in lieu balance, ask and approve overtime.
 */
export async function startOvertime() {
  const gateway: TestGateway = await startTestGateway()
  const staff = await gateway.login('staff', 'Staff@12345')
  const manager = await gateway.login('manager', 'Manager@12345')
  const hr = await gateway.login('hr', 'Hr@123456789')
  const user = await gateway.ctx.db
    .selectFrom('app_user')
    .select('employee_id')
    .where('user_name', '=', 'staff')
    .executeTakeFirstOrThrow()
  const past = (await dayPlansOf(gateway.ctx.db, 1, user.employee_id, ...span(-30, -1))).reverse()
  const rest = past.filter((p) => p.kind === 'rest').map((p) => p.day)
  const work = past.filter((p) => p.kind === 'work').map((p) => p.day)
  const future = await dayPlansOf(gateway.ctx.db, 1, user.employee_id, ...span(7, 90))
  const ahead = future.filter((p) => p.kind === 'work').map((p) => p.day)
  const aheadRest = future.filter((p) => p.kind === 'rest').map((p) => p.day)
  const toil = async () =>
    (await gateway.post(BALANCES, {}, staff)).body.result.find((b: { typeCode: string }) => b.typeCode === 'toil')
  // Time off in lieu instead of pay unless a test asks otherwise (the tenant's policy leaves it to the employee).
  const ask = async (body: object) =>
    (await gateway.post(APPLY, { timing: 'after', reason: 'Release weekend', compensation: 'timeOff', ...body }, staff))
      .body
  const approve = async (instanceId: string) =>
    (await gateway.post(RESOLVE, { instanceId, comment: 'Thanks' }, manager)).body.result.status
  return { gateway, staff, manager, hr, rest, work, ahead, aheadRest, toil, ask, approve }
}

export type Overtime = Awaited<ReturnType<typeof startOvertime>>
