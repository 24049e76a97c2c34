import type { Db } from '../../../core/db/types'
import { insertFixtureRows } from '../../people'

/**
 * A company, tenant and one department of `tenantId` (ids `tenantId * 100`), with staff records of the given ids and entry
 * dates ('YYYY-MM-DD'), for the withholding tests on an empty database.
 */
export async function addStaff(db: Db, tenantId: number, people: Array<{ id: number; entry: string }>): Promise<void> {
  const ref = tenantId * 100
  if (!(await db.selectFrom('tenant').select('id').where('id', '=', tenantId).executeTakeFirst())) {
    await db
      .insertInto('company')
      .values({ id: tenantId, name: `Tax test ${tenantId}` })
      .execute()
    await db
      .insertInto('tenant')
      .values({ id: tenantId, company_id: tenantId, name: `Tax test ${tenantId}`, code: `tax-${tenantId}` })
      .execute()
    await db
      .insertInto('organ')
      .values({ id: ref, tenant_id: tenantId, parent_id: null, name: 'Co', code: 'C', level: 1, sort: 0 })
      .execute()
    await db.insertInto('zhilei').values({ id: ref, tenant_id: tenantId, name: 'Staff' }).execute()
    await db.insertInto('zhiwei').values({ id: ref, tenant_id: tenantId, zhilei_id: ref, name: 'Clerk' }).execute()
    await db
      .insertInto('gangwei')
      .values({ id: ref, tenant_id: tenantId, organ_id: ref, zhiwei_id: ref, name: 'Clerk' })
      .execute()
  }
  await insertFixtureRows(
    db,
    'employee',
    people.map(({ id, entry }) => ({
      id,
      tenant_id: tenantId,
      organ_id: ref,
      gangwei_id: ref,
      zhiwei_id: ref,
      name: `P${id}`,
      job_number: `J${id}`,
      phone: '',
      email: '',
      gender: 1,
      entry_date: Date.parse(`${entry}T00:00:00Z`),
      leave_date: null,
      status: 1,
    })),
  )
}
