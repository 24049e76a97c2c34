import type { Db } from '../../core/db/types'

/** A page of the tenant's positions (posts): id, name, unit and headcount, by id; with the total. */
export async function positionsPage(
  db: Db,
  tenantId: number,
  page: number,
  size: number,
): Promise<{ total: number; rows: Array<{ id: number; name: string; unitId: number; headcount: number }> }> {
  const base = db.selectFrom('gangwei').where('tenant_id', '=', tenantId)
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await base
    .select(['id', 'name', 'organ_id', 'headcount'])
    .orderBy('id')
    .limit(size)
    .offset((page - 1) * size)
    .execute()
  return {
    total: Number(total),
    rows: rows.map((row) => ({ id: row.id, name: row.name, unitId: row.organ_id, headcount: Number(row.headcount) })),
  }
}
