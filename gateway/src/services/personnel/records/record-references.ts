import type { Db } from '../../../core/db/types'
import type { Lang } from '../../../core/lang'
import { recordError } from './errors'

/** The organisation, post and position exist in the tenant, and the post belongs to the organisation. */
export async function checkReferences(
  db: Db,
  lang: Lang,
  tenantId: number,
  refs: { organ: unknown; zhiwei: unknown; gangwei: unknown },
): Promise<void> {
  const organId = Number(refs.organ)
  const organ = await db
    .selectFrom('organ')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', organId)
    .executeTakeFirst()
  if (!organ) throw recordError(lang, 'badOrgan')
  const gangwei = await db
    .selectFrom('gangwei')
    .select(['id', 'organ_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', Number(refs.gangwei))
    .executeTakeFirst()
  if (!gangwei || gangwei.organ_id !== organId) throw recordError(lang, 'badPosition')
  const zhiwei = await db
    .selectFrom('zhiwei')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', Number(refs.zhiwei))
    .executeTakeFirst()
  if (!zhiwei) throw recordError(lang, 'badPosition')
}

/** The mobile, job number and ID number are each one staff member's in the tenant (the mobile also one account's). */
export async function checkUnique(
  db: Db,
  lang: Lang,
  tenantId: number,
  employeeId: number | null,
  given: { phone?: string; jobNumber?: string; idNumber?: string },
): Promise<void> {
  const other = <T extends { employee_id?: number; id?: number }>(rows: T[]) =>
    rows.find((row) => (row.id ?? row.employee_id) !== employeeId)
  if (given.phone) {
    const staff = other(
      await db
        .selectFrom('employee')
        .select(['id', 'name'])
        .where('tenant_id', '=', tenantId)
        .where('phone', '=', given.phone)
        .execute(),
    )
    if (staff) throw recordError(lang, 'phoneTaken', { phone: given.phone, name: staff.name })
    const account = await db
      .selectFrom('app_user')
      .select(['id', 'real_name', 'employee_id'])
      .where('phone', '=', given.phone)
      .execute()
    const taken = account.find((row) => row.employee_id === null || row.employee_id !== employeeId)
    if (taken) throw recordError(lang, 'phoneTaken', { phone: given.phone, name: taken.real_name })
  }
  if (given.jobNumber) {
    const staff = other(
      await db
        .selectFrom('employee')
        .select(['id', 'name'])
        .where('tenant_id', '=', tenantId)
        .where('job_number', '=', given.jobNumber)
        .execute(),
    )
    if (staff) throw recordError(lang, 'jobNumberTaken', { jobNumber: given.jobNumber, name: staff.name })
  }
  if (given.idNumber) {
    const staff = other(
      await db
        .selectFrom('employee_profile')
        .innerJoin('employee', (join) =>
          join
            .onRef('employee.id', '=', 'employee_profile.employee_id')
            .onRef('employee.tenant_id', '=', 'employee_profile.tenant_id'),
        )
        .select(['employee_profile.employee_id', 'employee.name'])
        .where('employee_profile.tenant_id', '=', tenantId)
        .where('employee_profile.id_number', '=', given.idNumber)
        .execute(),
    )
    if (staff) throw recordError(lang, 'idNumberTaken', { name: staff.name })
  }
}
