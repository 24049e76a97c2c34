import type { Auth } from '../../../core/auth/guard'
import { hashPassword } from '../../../core/auth/password'
import type { GatewayContext } from '../../../core/context'
import { GatewayError, codes } from '../../../core/errors'
import { EMPLOYEE_RECORD, fieldAccessOf } from '../../access'
import type { Lang } from '../../../core/lang'
import { passwordProblem } from '../../accounts'
import { recordError } from './errors'
import { parsePnid } from './pnid'
import { checkRecordChanges } from './record-changes'
import { createAccount, createPerson } from '../../people'
import { formerStaffOf, reopenRecord } from '../leaving/rehire'

/** What onboarding may add to the record's values: a sign-in account, a line manager (a staff member's id). */
export interface OnboardExtras {
  account?: NewAccount
  managerId?: number
}

export interface NewAccount {
  userName: string
  password: string
  roleIds: number[]
}

/**
 * Onboards a new hire: checks the record values like an edit (field permissions, formats, unique mobile, job number
 * and ID number, the position of the department), fills birth date and gender from the ID number when not given,
 * and creates the employee, the profile, the line manager when given (a staff member of the tenant on the job) and
 * optionally an account with roles of the tenant, in one transaction. A
 * former employee (a left record with the same ID number) is rehired instead: their record reopens with the new
 * entry date, their earlier employment kept as a spell.
 */
export async function onboard(
  ctx: GatewayContext,
  lang: Lang,
  auth: Auth,
  values: Record<string, unknown>,
  { account, managerId }: OnboardExtras = {},
): Promise<{ id: number; userId: number | null }> {
  const tenantId = auth.session.tenant_id
  const access = await fieldAccessOf(ctx, { tenantId, userId: auth.user.id, bizTypeId: EMPLOYEE_RECORD })
  const given = { ...values }
  const pnid = typeof given.idNumber === 'string' ? parsePnid(given.idNumber) : null
  if (pnid?.ok) {
    if (!given.birthDate && access.birthDate === 'edit') given.birthDate = pnid.info.birthDate
    if (!given.gender && access.gender === 'edit') given.gender = String(pnid.info.gender)
  }
  if (!given.zhiwei && given.gangwei) {
    const position = await ctx.db
      .selectFrom('gangwei')
      .select('zhiwei_id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', Number(given.gangwei))
      .executeTakeFirst()
    if (position && access.zhiwei === 'edit') given.zhiwei = position.zhiwei_id
  }
  // Required fields of a new hire must be given (an edit may leave them out).
  for (const key of ['name', 'jobNumber', 'mobile', 'organ', 'gangwei', 'entryDate'] as const) {
    if (given[key] === undefined) given[key] = ''
  }
  if (given.gender === undefined) given.gender = '1'
  // A former employee with the same ID number is rehired: their record reopens (leaving/rehire.ts).
  const former = typeof given.idNumber === 'string' ? await formerStaffOf(ctx.db, tenantId, given.idNumber) : undefined
  const changes = await checkRecordChanges(ctx.db, lang, {
    tenantId,
    employeeId: former?.id ?? null,
    values: given,
    access,
    current: {},
  })
  if (managerId !== undefined) {
    await checkManager(ctx, lang, tenantId, managerId, former?.id)
    changes.employee.manager_id = managerId
  }
  if (account) await checkAccount(ctx, lang, tenantId, account)
  const hash = account ? await hashPassword(account.password) : null
  const now = ctx.now()
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        const scope = { db: trx, tenantId, actor: auth.user.id, lang, now }
        const e = changes.employee
        const reopened = former && (await reopenRecord(trx, { tenantId, actor: auth.user.id, now }, former, changes))
        const id =
          reopened ||
          (await createPerson(scope, {
            organ_id: e.organ_id!,
            gangwei_id: e.gangwei_id!,
            zhiwei_id: e.zhiwei_id!,
            name: e.name!,
            job_number: e.job_number!,
            phone: e.phone!,
            email: e.email ?? '',
            gender: e.gender ?? 1,
            entry_date: e.entry_date!,
            manager_id: e.manager_id ?? null,
            profile: { ...changes.profile, updated_by: auth.user.id },
          }))
        const userId =
          account && hash
            ? await createAccount(scope, {
                userName: account.userName,
                realName: e.name!,
                password: hash,
                phone: e.phone!,
                email: e.email ?? '',
                employeeId: id,
                roleIds: account.roleIds,
              })
            : null
        return { id, userId }
      })
    } catch (error) {
      // A refusal of the people commands stands; another onboarding took the same id first (ids are max + 1): try again.
      if (error instanceof GatewayError) throw error
      if (attempt >= 3) throw new GatewayError(codes.systemError, 'system error', 200, { cause: error })
    }
  }
}

/** The line manager is a staff member of the tenant on the job (not the person rehired). */
async function checkManager(ctx: GatewayContext, lang: Lang, tenantId: number, managerId: number, self?: number) {
  const manager = await ctx.db
    .selectFrom('employee')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', managerId)
    .where('status', '=', 1)
    .executeTakeFirst()
  if (!manager || manager.id === self) throw recordError(lang, 'badManager')
}

async function checkAccount(ctx: GatewayContext, lang: Lang, tenantId: number, account: NewAccount): Promise<void> {
  if (passwordProblem(account.password, '')) throw recordError(lang, 'weakPassword')
  const taken = await ctx.db
    .selectFrom('app_user')
    .select('id')
    .where('user_name', '=', account.userName)
    .executeTakeFirst()
  if (taken) throw recordError(lang, 'accountTaken', { account: account.userName })
  const roles = await ctx.db
    .selectFrom('role')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', account.roleIds.length ? account.roleIds : [0])
    .execute()
  const unknown = account.roleIds.find((roleId) => !roles.some((role) => role.id === roleId))
  if (unknown !== undefined) throw recordError(lang, 'badRole', { id: unknown })
}
