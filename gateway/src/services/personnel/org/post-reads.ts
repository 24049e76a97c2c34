import { sql } from 'kysely'
import type { Db } from '../../../core/db/types'

export interface PageQuery {
  page: number
  rows: number
  keyword?: string
}
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`)
const likeName = (column: string, keyword?: string) => {
  const word = keyword?.trim().toLowerCase()
  return word
    ? sql<boolean>`lower(${sql.ref(column)}) like ${`%${escapeLike(word)}%`} escape '\\'`
    : sql<boolean>`1 = 1`
}
const pageOf = <T>(total: number, query: PageQuery, rows: T[]) => ({
  total,
  page: query.page,
  totalPage: Math.max(1, Math.ceil(total / query.rows)),
  rows,
})

/** Post categories with their number of posts. */
export async function zhileiList(db: Db, tenantId: number) {
  const rows = await db
    .selectFrom('zhilei')
    .leftJoin('zhiwei', (join) =>
      join.onRef('zhiwei.zhilei_id', '=', 'zhilei.id').on('zhiwei.tenant_id', '=', tenantId),
    )
    .select(['zhilei.id', 'zhilei.name', (eb) => eb.fn.count<number>('zhiwei.id').as('n')])
    .where('zhilei.tenant_id', '=', tenantId)
    .groupBy(['zhilei.id', 'zhilei.name'])
    .orderBy('zhilei.id')
    .execute()
  return rows.map((row) => ({ id: row.id, name: row.name, zhiweiCount: Number(row.n) }))
}

/** The units each post is bound to. */
async function bindings(db: Db, tenantId: number, zhiweiIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>()
  if (!zhiweiIds.length) return map
  const rows = await db
    .selectFrom('zhiwei_organ')
    .select(['zhiwei_id', 'organ_id'])
    .where('tenant_id', '=', tenantId)
    .where('zhiwei_id', 'in', zhiweiIds)
    .orderBy('organ_id')
    .execute()
  for (const row of rows) map.set(row.zhiwei_id, [...(map.get(row.zhiwei_id) ?? []), row.organ_id])
  return map
}

/** Posts (all, or those matching a keyword, or in a category), with category name and bound units. */
export async function zhiweiList(db: Db, tenantId: number, filter: { keyword?: string; zhileiId?: number } = {}) {
  let query = db
    .selectFrom('zhiwei')
    .innerJoin('zhilei', (join) =>
      join.onRef('zhilei.id', '=', 'zhiwei.zhilei_id').on('zhilei.tenant_id', '=', tenantId),
    )
    .select(['zhiwei.id', 'zhiwei.name', 'zhiwei.zhilei_id', 'zhilei.name as zhilei_name'])
    .where('zhiwei.tenant_id', '=', tenantId)
    .where(likeName('zhiwei.name', filter.keyword))
  if (filter.zhileiId !== undefined) query = query.where('zhiwei.zhilei_id', '=', filter.zhileiId)
  const rows = await query.orderBy('zhiwei.id').execute()
  const bound = await bindings(
    db,
    tenantId,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    zhileiId: row.zhilei_id,
    zhileiName: row.zhilei_name,
    organIds: bound.get(row.id) ?? [],
  }))
}

/** One page of posts of a category (all categories without zhileiId), with the number of positions of each. */
export async function zhiweiPage(db: Db, tenantId: number, query: PageQuery & { zhileiId?: number }) {
  const all = await zhiweiList(db, tenantId, query)
  const rows = all.slice((query.page - 1) * query.rows, query.page * query.rows)
  const counts = rows.length
    ? await db
        .selectFrom('gangwei')
        .select(['zhiwei_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('tenant_id', '=', tenantId)
        .where(
          'zhiwei_id',
          'in',
          rows.map((row) => row.id),
        )
        .groupBy('zhiwei_id')
        .execute()
    : []
  const byPost = new Map(counts.map((row) => [row.zhiwei_id, Number(row.n)]))
  return pageOf(
    all.length,
    query,
    rows.map((row) => ({ ...row, gangweiCount: byPost.get(row.id) ?? 0 })),
  )
}

/** Posts available in any of the units: bound to one of them (or a unit above it), or bound to none. */
export async function zhiweisForOrgans(
  db: Db,
  tenantId: number,
  organIds: number[],
  ancestorsOf: (organId: number) => number[],
) {
  const wanted = new Set(organIds.flatMap(ancestorsOf))
  return (await zhiweiList(db, tenantId)).filter(
    (post) => !post.organIds.length || post.organIds.some((id) => wanted.has(id)),
  )
}

const gangweiBase = (db: Db, tenantId: number) =>
  db
    .selectFrom('gangwei')
    .innerJoin('organ', (join) => join.onRef('organ.id', '=', 'gangwei.organ_id').on('organ.tenant_id', '=', tenantId))
    .innerJoin('zhiwei', (join) =>
      join.onRef('zhiwei.id', '=', 'gangwei.zhiwei_id').on('zhiwei.tenant_id', '=', tenantId),
    )
    .where('gangwei.tenant_id', '=', tenantId)

const GANGWEI_COLUMNS = [
  'gangwei.id',
  'gangwei.name',
  'gangwei.organ_id',
  'organ.name as organ_name',
  'gangwei.zhiwei_id',
  'zhiwei.name as zhiwei_name',
  'gangwei.headcount',
] as const

async function withStaff(
  db: Db,
  tenantId: number,
  rows: Array<{
    id: number
    name: string
    organ_id: number
    organ_name: string
    zhiwei_id: number
    zhiwei_name: string
    headcount: number
  }>,
) {
  const counts = rows.length
    ? await db
        .selectFrom('employee')
        .select(['gangwei_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('tenant_id', '=', tenantId)
        .where('status', '=', 1)
        .where(
          'gangwei_id',
          'in',
          rows.map((row) => row.id),
        )
        .groupBy('gangwei_id')
        .execute()
    : []
  const staff = new Map(counts.map((row) => [row.gangwei_id, Number(row.n)]))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    organId: row.organ_id,
    organName: row.organ_name,
    zhiweiId: row.zhiwei_id,
    zhiweiName: row.zhiwei_name,
    headcount: Number(row.headcount),
    staffCount: staff.get(row.id) ?? 0,
  }))
}

/** One page of positions, optionally of some units (with everything below) and of a post, matching a keyword. */
export async function gangweiPage(
  db: Db,
  tenantId: number,
  query: PageQuery & { organIds?: number[]; zhiweiId?: number },
) {
  let base = gangweiBase(db, tenantId).where(likeName('gangwei.name', query.keyword))
  if (query.organIds) base = base.where('gangwei.organ_id', 'in', query.organIds.length ? query.organIds : [0])
  if (query.zhiweiId !== undefined) base = base.where('gangwei.zhiwei_id', '=', query.zhiweiId)
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
  const rows = await base
    .select([...GANGWEI_COLUMNS])
    .orderBy('organ.level')
    .orderBy('gangwei.organ_id')
    .orderBy('gangwei.id')
    .limit(query.rows)
    .offset((query.page - 1) * query.rows)
    .execute()
  return pageOf(total, query, await withStaff(db, tenantId, rows))
}

export async function gangweiInfo(db: Db, tenantId: number, id: number) {
  const rows = await gangweiBase(db, tenantId)
    .select([...GANGWEI_COLUMNS])
    .where('gangwei.id', '=', id)
    .execute()
  return (await withStaff(db, tenantId, rows))[0]
}

/** Position names of the units (only these units, not below). */
export const gangweiNames = (db: Db, tenantId: number, organIds: number[]) =>
  db
    .selectFrom('gangwei')
    .select(['id', 'name', 'organ_id as organId', 'zhiwei_id as zhiweiId'])
    .where('tenant_id', '=', tenantId)
    .where('organ_id', 'in', organIds.length ? organIds : [0])
    .orderBy('organ_id')
    .orderBy('id')
    .execute()
