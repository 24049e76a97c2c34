import type { Db } from '../core/db/types'
import { ensureDictionaries, MASTERDATA_FUNCTIONS } from '../services/masterdata'

/**
 * Master data of the demo: every tenant's system dictionaries, HR Manager's grants (view and edit), and tenant 1's cost
 * centres (the codes the demo salary profiles use, CC<department id>, named after the department).
 */
export async function seedMasterdata(db: Db, now: number): Promise<void> {
  const tenants = await db.selectFrom('tenant').select('id').orderBy('id').execute()
  for (const tenant of tenants) await ensureDictionaries(db, tenant.id, now)
  const hr = await db
    .selectFrom('role')
    .select('id')
    .where('tenant_id', '=', 1)
    .where('name_en', '=', 'HR Manager')
    .executeTakeFirst()
  if (hr)
    await db
      .insertInto('role_function')
      .values(Object.values(MASTERDATA_FUNCTIONS).map((function_id) => ({ role_id: hr.id, function_id })))
      .execute()
  const used = await db
    .selectFrom('salary_profile')
    .select('cost_centre')
    .distinct()
    .where('tenant_id', '=', 1)
    .where('cost_centre', '!=', '')
    .execute()
  const organs = await db.selectFrom('organ').select(['id', 'name', 'name_en']).where('tenant_id', '=', 1).execute()
  const centres = used
    .map((row) => row.cost_centre)
    .filter((code) => /^CC\d+$/.test(code))
    .sort((a, b) => Number(a.slice(2)) - Number(b.slice(2)))
  const values = centres.flatMap((code, index) => {
    const organ = organs.find((o) => o.id === Number(code.slice(2)))
    return organ
      ? [
          {
            tenant_id: 1,
            category: 'costCentre',
            code,
            name_zh: organ.name,
            name_en: organ.name_en ?? '',
            sort: index + 1,
            enabled: 1,
            updated_by: null,
            updated_at: now,
          },
        ]
      : []
  })
  if (values.length) await db.insertInto('dict_item').values(values).execute()
}
