import type { Db } from '../../../core/db/types'
import { dictionariesOf } from '../../masterdata'
import { DICTIONARY_FIELDS } from './staff-columns'
import type { StaffLookups } from './staff-rules'

/** The tenant's departments (by name and code), positions by department, job numbers in use and the record's dictionaries. */
export async function loadStaffLookups(db: Db, tenantId: number, now: number): Promise<StaffLookups> {
  const organs = new Map<string, number | null>()
  const organRows = await db
    .selectFrom('organ')
    .select(['id', 'name', 'code'])
    .where('tenant_id', '=', tenantId)
    .execute()
  for (const organ of organRows) organs.set(organ.name, organs.has(organ.name) ? null : organ.id)
  for (const organ of organRows) organs.set(organ.code, organ.id)
  const positions = new Map<number, Map<string, [number, number]>>()
  const gangwei = await db
    .selectFrom('gangwei')
    .select(['id', 'organ_id', 'zhiwei_id', 'name'])
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .execute()
  for (const row of gangwei) {
    const byName = positions.get(row.organ_id) ?? new Map<string, [number, number]>()
    if (!byName.has(row.name)) byName.set(row.name, [row.id, row.zhiwei_id])
    positions.set(row.organ_id, byName)
  }
  const jobs = await db.selectFrom('employee').select('job_number').where('tenant_id', '=', tenantId).execute()
  const dictionaries = await dictionariesOf(db, tenantId, now, [...DICTIONARY_FIELDS])
  return { organs, positions, jobNumbers: new Set(jobs.map((row) => row.job_number.toLowerCase())), dictionaries }
}
