import { HR_WEBHOOKS, type HrWebhook } from '@hr-portal/manifest'
import type { Db } from '../../core/db/types'
import { handle } from '../../core/service'
import { appPseudonyms } from '../accounts'
import { STAFF_HIRED, STAFF_LEFT } from '../people'
import { installedApps } from '../vendor'
import { listOf, queueEvent } from './events'
import type { AppWebhookTable } from './tables'

/**
 * The tenant's installations that hear `topic`: installed and enabled, the topic asked for in the manifest in use,
 * and its data scope consented. A manifest that asks for more waits for the administrator's consent to its version.
 */
export async function listenersOf(db: Db, tenantId: number, topic: HrWebhook): Promise<AppWebhookTable[]> {
  const hooks = await db
    .selectFrom('app_webhook')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('installed', '=', 1)
    .where('url', 'is not', null)
    .execute()
  const wanted = hooks.filter(
    (hook) => listOf(hook.topics).includes(topic) && listOf(hook.scopes).includes(HR_WEBHOOKS[topic]),
  )
  if (!wanted.length) return []
  const enabled = new Set((await installedApps(db, tenantId)).map((app) => app.code))
  return wanted.filter((hook) => enabled.has(hook.app_code))
}

/** The staff as the directory shows them to apps: the account's pseudonym (the staff record's without one), name, unit. */
async function staffRows(db: Db, tenantId: number, employeeIds: number[]) {
  if (!employeeIds.length) return []
  const [people, accounts] = await Promise.all([
    db
      .selectFrom('employee')
      .leftJoin('organ', 'organ.id', 'employee.organ_id')
      .select(['employee.id', 'employee.name', 'employee.organ_id', 'organ.name as organ_name'])
      .where('employee.tenant_id', '=', tenantId)
      .where('employee.id', 'in', employeeIds)
      .orderBy('employee.id')
      .execute(),
    db
      .selectFrom('app_user')
      .innerJoin('user_tenant', 'user_tenant.user_id', 'app_user.id')
      .select(['app_user.id', 'app_user.employee_id'])
      .where('user_tenant.tenant_id', '=', tenantId)
      .where('app_user.employee_id', 'in', employeeIds)
      .execute(),
  ])
  const accountOf = new Map(accounts.map((row) => [row.employee_id, row.id]))
  return people.map((row) => ({ ...row, account: accountOf.get(row.id) }))
}

/** staff.joined to each installation that hears it: one event per joiner, in the hire's transaction (rows only). */
export const webhooksOnHire = handle(STAFF_HIRED, async (db, hired) => {
  const hooks = await listenersOf(db, hired.tenantId, 'staff.joined')
  if (!hooks.length) return
  const staff = await staffRows(db, hired.tenantId, hired.employeeIds)
  for (const hook of hooks) {
    const ids = await appPseudonyms(db, hired.tenantId, hook.app_code)
    for (const person of staff) {
      const id = person.account === undefined ? ids.ofStaff(person.id) : ids.ofUser(person.account)
      const data = { id, name: person.name, unitId: person.organ_id, unitName: person.organ_name ?? '' }
      await queueEvent(db, hook, 'staff.joined', data, hired.now)
    }
  }
})

/** staff.left to each installation that hears it, with the leaver's pseudonymous id only. */
export const webhooksOnLeave = handle(STAFF_LEFT, async (db, left) => {
  const hooks = await listenersOf(db, left.tenantId, 'staff.left')
  for (const hook of hooks) {
    const ids = await appPseudonyms(db, left.tenantId, hook.app_code)
    const id = left.userIds.length ? ids.ofUser(left.userIds[0]) : ids.ofStaff(left.employeeId)
    await queueEvent(db, hook, 'staff.left', { id }, left.now)
  }
})
