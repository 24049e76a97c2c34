import type { Auth } from '../../../core/auth/guard'
import { sessionsEnded } from '../../../core/auth/session-ends'
import type { GatewayContext } from '../../../core/context'
import { indexEmployees } from '../../search'
import type { Lang } from '../../../core/lang'
import { recordError } from './errors'
import { calendarDate } from './pnid'
import { emptyProfile, epochDay, isoDay, type RecordRow } from './record-row'
import { keepHistory, snapshotsOf, staffLeft } from '../../people'

/**
 * Offboards a staff member: status 2 (left), the leave date and reason; every session of their accounts ends at
 * once, and those accounts can no longer sign in (core/auth/left-staff.ts); in the same transaction the services that
 * listen (STAFF_LEFT) end what the accounts still had running: report subscriptions, queued notices. Refused for
 * someone who left already or a leave date before the entry date.
 */
export async function offboard(
  ctx: GatewayContext,
  lang: Lang,
  auth: Auth,
  row: RecordRow,
  leave: { leaveDate: string; reason: string },
): Promise<void> {
  const tenantId = auth.session.tenant_id
  const { employee } = row
  if (employee.status === 2) throw recordError(lang, 'alreadyLeft', { name: employee.name })
  if (!leave.reason.trim()) throw recordError(lang, 'required', { label: lang === 'en' ? 'Reason' : '离职原因' })
  if (!calendarDate(leave.leaveDate.replace(/-/g, '')))
    throw recordError(lang, 'notDate', { label: lang === 'en' ? 'Leave date' : '离职日期' })
  const leaveDate = epochDay(leave.leaveDate)
  if (leaveDate < employee.entry_date)
    throw recordError(lang, 'leaveBeforeEntry', { date: isoDay(employee.entry_date) ?? '' })
  const now = ctx.now()
  const leavers = await ctx.db.transaction().execute(async (trx) => {
    const before = await snapshotsOf(trx, tenantId, [employee.id])
    await trx
      .updateTable('employee')
      .set({ status: 2, leave_date: leaveDate })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', employee.id)
      .execute()
    const exists = await trx
      .selectFrom('employee_profile')
      .select('employee_id')
      .where('tenant_id', '=', tenantId)
      .where('employee_id', '=', employee.id)
      .executeTakeFirst()
    if (exists) {
      await trx
        .updateTable('employee_profile')
        .set({ leave_reason: leave.reason.trim(), updated_by: auth.user.id, updated_at: now })
        .where('tenant_id', '=', tenantId)
        .where('employee_id', '=', employee.id)
        .execute()
    } else {
      await trx
        .insertInto('employee_profile')
        .values({
          ...emptyProfile(tenantId, employee.id, now),
          leave_reason: leave.reason.trim(),
          updated_by: auth.user.id,
        })
        .execute()
    }
    const accounts = await trx
      .selectFrom('app_user')
      .select('id')
      .where('employee_id', '=', employee.id)
      .where('tenant_id', '=', tenantId)
      .execute()
    if (accounts.length) {
      await trx
        .updateTable('session')
        .set({ revoked_at: now })
        .where(
          'user_id',
          'in',
          accounts.map((a) => a.id),
        )
        .where('revoked_at', 'is', null)
        .execute()
    }
    await keepHistory(trx, { tenantId, actor: auth.user.id, cause: 'leave', now }, before, [employee.id])
    await staffLeft(trx, { tenantId, employeeId: employee.id, userIds: accounts.map((a) => a.id), now })
    await indexEmployees(trx, tenantId, [employee.id])
    return accounts
  })
  await sessionsEnded(ctx.bus, { userIds: leavers.map((a) => a.id) })
}
