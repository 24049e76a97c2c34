import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { dayPlansOf } from '../scheduling'

export const LIST = '/gateway/vacation/web/leaveType/list'
export const SAVE = '/gateway/vacation/web/leaveType/save'
export const TYPES = '/gateway/vacation/web/leave/types'
export const APPLY = '/gateway/vacation/web/leave/apply'
export const MINE = '/gateway/vacation/web/leave/mine'
export const BALANCES = '/gateway/vacation/web/leave/balances'
export const CANCEL_LEAVE = '/gateway/vacation/web/leave/cancelLeave'
export const RESOLVE = '/gateway/workflow/web/approveForm/resolve'
export const RECALL = '/gateway/workflow/web/approveForm/cancel'
export const en = { 'accept-language': 'en' }

export interface Type {
  code: string
  nameZh: string
  nameEn: string
  unit: string
  tracked: boolean
  paid: boolean
  backdateDays: number | null
  gender: number | null
  minServiceMonths: number
  pendingRequests: number
}
/** A type as the Leave types page sends it back: its settings, none of what the list adds. */
export const asInput = ({
  code,
  nameZh,
  nameEn,
  unit,
  tracked,
  paid,
  backdateDays,
  gender,
  minServiceMonths,
}: Type) => ({
  code,
  nameZh,
  nameEn,
  unit,
  tracked,
  paid,
  backdateDays,
  gender,
  minServiceMonths,
})

/** A test gateway with HR, staff and manager signed in, staff's working days ahead and helpers to read and save types. */
export async function startLeaveTypes() {
  const gateway: TestGateway = await startTestGateway()
  const hr = await gateway.login('hr', 'Hr@123456789')
  const staff = await gateway.login('staff', 'Staff@12345')
  const manager = await gateway.login('manager', 'Manager@12345')
  const user = await gateway.ctx.db
    .selectFrom('app_user')
    .select('employee_id')
    .where('user_name', '=', 'staff')
    .executeTakeFirstOrThrow()
  const from = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)
  const to = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10)
  /** Working days of staff's own plan from two weeks ahead. */
  const work = (await dayPlansOf(gateway.ctx.db, 1, user.employee_id, from, to))
    .filter((p) => p.kind === 'work')
    .map((p) => p.day)
  const list = async (token: string): Promise<Type[]> => (await gateway.post(LIST, {}, token)).body.result
  const typeOf = async (code: string, token = hr) => (await list(token)).find((t) => t.code === code)!
  const save = async (code: string, change: object, token = hr, headers: Record<string, string> = {}) =>
    (await gateway.post(SAVE, { ...asInput(await typeOf(code, token)), ...change }, token, headers)).body
  const hourly = (typeCode: string, day: string, startTime: string, endTime: string) =>
    gateway.post(
      APPLY,
      {
        typeCode,
        startDate: day,
        startHalf: 'am',
        endDate: day,
        endHalf: 'pm',
        startTime,
        endTime,
        reason: 'Appointment',
      },
      staff,
    )
  return { gateway, hr, staff, manager, work, list, typeOf, save, hourly }
}

export type LeaveTypes = Awaited<ReturnType<typeof startLeaveTypes>>
