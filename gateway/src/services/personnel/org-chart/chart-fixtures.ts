import type { Db } from '../../../core/db/types'
import { insertFixtureRows } from '../../people'

const TENANT = 901

/**
 * A tenant of `size` staff for measuring the chart: one company head, then ten reports per manager level by level
 * (1, 10, 100, 1,000, then the rest), in ten departments, the super user admin (user 1) a member of it.
 */
export async function chartTenant(db: Db, size: number): Promise<number> {
  await db.insertInto('company').values({ id: TENANT, name: 'Chart Co.' }).execute()
  await db.insertInto('tenant').values({ id: TENANT, company_id: TENANT, name: 'Chart', code: 'chart' }).execute()
  const organs = Array.from({ length: 10 }, (_, i) => ({
    id: 90_100 + i,
    tenant_id: TENANT,
    parent_id: null,
    name: `D${i}`,
    code: `D${i}`,
    level: 1,
    sort: i,
  }))
  await db.insertInto('organ').values(organs).execute()
  await db.insertInto('zhilei').values({ id: 90_100, tenant_id: TENANT, name: 'Staff' }).execute()
  await db.insertInto('zhiwei').values({ id: 90_100, tenant_id: TENANT, zhilei_id: 90_100, name: 'Clerk' }).execute()
  await db
    .insertInto('gangwei')
    .values({ id: 90_100, tenant_id: TENANT, organ_id: 90_100, zhiwei_id: 90_100, name: 'Clerk' })
    .execute()
  const first = 900_000
  const people = Array.from({ length: size }, (_, i) => ({
    id: first + i,
    tenant_id: TENANT,
    organ_id: 90_100 + (i % 10),
    gangwei_id: 90_100,
    zhiwei_id: 90_100,
    name: `P${i}`,
    job_number: `C${i}`,
    phone: '',
    email: '',
    gender: 1,
    entry_date: 0,
    leave_date: null,
    status: 1,
    // Person i reports to person floor((i - 1) / 10): 0 is the head.
    manager_id: i === 0 ? null : first + Math.floor((i - 1) / 10),
  }))
  await insertFixtureRows(db, 'employee', people)
  await insertFixtureRows(db, 'user_tenant', [{ user_id: 1, tenant_id: TENANT }])
  return TENANT
}
