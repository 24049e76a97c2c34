import { hashPassword } from '../../core/auth/password'
import type { TestGateway } from '../../testing/test-gateway'
import { teamOf } from '../access'
import { addDays, dayOf } from './dates'
import { insertFixtureRows } from '../people'

export const ADD = '/gateway/contract/web/contract/addContractSelf'
export const UPDATE = '/gateway/contract/web/contract/updateContractSelf'
export const LIST = '/gateway/contract/web/contract/list'
export const DETAIL = '/gateway/contract/web/contract/detail'
export const MINE = '/gateway/contract/web/contract/mine'
export const RENEW = '/gateway/contract/web/contract/renew'
export const TERMINATE = '/gateway/contract/web/contract/terminate'
export const NOT_RENEW = '/gateway/contract/web/contract/notRenew'
export const CHANGE = '/gateway/contract/web/contract/change'
export const DOCUMENT = '/gateway/contract/web/contract/document'
export const FORM = '/gateway/workflow/web/approveForm'
export const RECORD = '/gateway/ums/web/entryUser/getRecord'

/** A day counted from the gateway clock's today. */
export const fromToday = (gateway: TestGateway, days: number): string => addDays(dayOf(gateway.ctx.now()), days)

/**
 * The demo people of tenant 1 without the seed's contracts: staff's employee and a team lead (an employee with reports, outside staff's reporting
 * line) signed in as `lead` with the role Manager (data range 'team'), and one of the lead's reports.
 */
export async function demoPeople(gateway: TestGateway) {
  const db = gateway.ctx.db
  // The demo seed gives its staff contracts built from their records; these tests add their own.
  await db.deleteFrom('employment_contract').where('tenant_id', '=', 1).execute()
  const staff = await db
    .selectFrom('app_user')
    .select('employee_id')
    .where('user_name', '=', 'staff')
    .executeTakeFirstOrThrow()
  const leads = await db
    .selectFrom('employee')
    .select('manager_id')
    .distinct()
    .where('tenant_id', '=', 1)
    .where('status', '=', 1)
    .where('manager_id', 'is not', null)
    .orderBy('manager_id', 'desc')
    .execute()
  let lead = 0
  let report = 0
  for (const { manager_id: candidate } of leads) {
    const team = await teamOf(db, 1, candidate!)
    if (candidate !== staff.employee_id && !team.includes(staff.employee_id!)) {
      lead = candidate!
      report = team[1]
      break
    }
  }
  const { hash, salt } = await hashPassword('Lead@1234567')
  const { top } = await db
    .selectFrom('app_user')
    .select((eb) => eb.fn.max('id').as('top'))
    .executeTakeFirstOrThrow()
  const userId = Number(top) + 1
  await insertFixtureRows(db, 'app_user', [
    {
      id: userId,
      user_name: 'lead',
      real_name: 'Lead',
      password_hash: hash,
      password_salt: salt,
      phone: '',
      email: '',
      tenant_id: 1,
      company_id: 1,
      employee_id: lead,
      is_super: 0,
      perm_version: 1,
      head_url: '',
    },
  ])
  await insertFixtureRows(db, 'user_tenant', [{ user_id: userId, tenant_id: 1 }])
  const role = await db
    .selectFrom('role')
    .select('id')
    .where('tenant_id', '=', 1)
    .where('name_en', '=', 'Manager')
    .executeTakeFirstOrThrow()
  await insertFixtureRows(db, 'user_role', [{ user_id: userId, role_id: role.id }])
  return { staffEmployee: staff.employee_id!, lead, report, leadToken: await gateway.login('lead', 'Lead@1234567') }
}
