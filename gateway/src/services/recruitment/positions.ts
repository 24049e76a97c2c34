import type { recruitmentContract, Static } from '@hr-portal/api'
import type { Db } from '../../core/db/types'

/** A position (ums gangwei) with its headcount, active staff and the vacancies of its live openings (the contract's position). */
export type PositionHeadcount = Static<typeof recruitmentContract.position>

/**
 * The positions of a tenant (or one) with their open headcount. Staff count on a position by `employee.gangwei_id`
 * while on the job (status 1); openings waiting for approval or open hold their vacancies.
 */
export async function positionsOf(
  db: Db,
  tenantId: number,
  only?: { id?: number; organId?: number },
): Promise<PositionHeadcount[]> {
  let query = db
    .selectFrom('gangwei')
    .innerJoin('organ', (join) =>
      join.onRef('organ.id', '=', 'gangwei.organ_id').onRef('organ.tenant_id', '=', 'gangwei.tenant_id'),
    )
    .select(['gangwei.id', 'gangwei.name', 'gangwei.organ_id', 'organ.name as organ_name', 'gangwei.headcount'])
    .where('gangwei.tenant_id', '=', tenantId)
  if (only?.id !== undefined) query = query.where('gangwei.id', '=', only.id)
  if (only?.organId !== undefined) query = query.where('gangwei.organ_id', '=', only.organId)
  const rows = await query.orderBy('gangwei.organ_id').orderBy('gangwei.id').execute()
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [staff, jobs] = await Promise.all([
    db
      .selectFrom('employee')
      .select(['gangwei_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 1)
      .where('gangwei_id', 'in', ids)
      .groupBy('gangwei_id')
      .execute(),
    db
      .selectFrom('recruit_job')
      .select(['gangwei_id', (eb) => eb.fn.sum<number>('vacancies').as('n')])
      .where('tenant_id', '=', tenantId)
      .where('status', 'in', ['approving', 'open'])
      .where('gangwei_id', 'in', ids)
      .groupBy('gangwei_id')
      .execute(),
  ])
  const count = (list: Array<{ gangwei_id: number; n: number | string | null }>, id: number) =>
    Number(list.find((row) => row.gangwei_id === id)?.n ?? 0)
  return rows.map((row) => {
    const headcount = Number(row.headcount)
    const onIt = count(staff, row.id)
    const recruiting = count(jobs, row.id)
    return {
      id: row.id,
      name: row.name,
      organId: row.organ_id,
      organName: row.organ_name,
      headcount,
      staff: onIt,
      recruiting,
      open: Math.max(0, headcount - onIt - recruiting),
    }
  })
}
