import type { Db } from '../../../core/db/types'
import type { LeavingCityWageTable } from './tables'

export const cityView = (row: LeavingCityWageTable) => ({
  city: row.city,
  monthlyWage: row.monthly_wage,
  annualWage: row.annual_wage,
  isDefault: row.is_default === 1,
})

/** The tenant's cities with their local average wages, the default first. */
export async function citiesOf(db: Db, tenantId: number) {
  const rows = await db
    .selectFrom('leaving_city_wage')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('is_default', 'desc')
    .orderBy('city')
    .execute()
  return rows.map(cityView)
}

/**
 * The average wages that apply to a case: its own city, else the tenant's default city, else the only city it set;
 * null when it set none (no cap and no exemption can be worked out).
 */
export async function cityOf(db: Db, tenantId: number, city: string) {
  const cities = await citiesOf(db, tenantId)
  const found = cities.find((one) => one.city === city) ?? cities.find((one) => one.isDefault) ?? cities[0]
  return found ? { city: found.city, monthlyWage: found.monthlyWage, annualWage: found.annualWage } : null
}

/** Saves a city's wages; a default city makes the others not default. */
export async function saveCity(
  db: Db,
  tenantId: number,
  city: { city: string; monthlyWage: string; annualWage: string; isDefault: boolean },
  by: number,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (city.isDefault)
      await trx.updateTable('leaving_city_wage').set({ is_default: 0 }).where('tenant_id', '=', tenantId).execute()
    const values = {
      monthly_wage: city.monthlyWage,
      annual_wage: city.annualWage,
      is_default: city.isDefault ? 1 : 0,
      updated_by: by,
      updated_at: now,
    }
    await trx
      .insertInto('leaving_city_wage')
      .values({ tenant_id: tenantId, city: city.city, ...values })
      .onConflict((c) => c.columns(['tenant_id', 'city']).doUpdateSet(values))
      .execute()
  })
}
