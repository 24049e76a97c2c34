import { sql } from 'kysely'
import type { Db } from '../../core/db/types'
import { organsOfTenant, subtreeIds } from './organs'
import { inStaffScope } from '../access'
import type { ContactView } from './contact-view'
import type { QuickFilter } from '../masterdata'
import { staffQuickCondition } from './quick-fields'
import { heldDirectory } from './directory-rows'
import { heldUserPage, type HeldPageQuery } from './held-pages'

export interface UserPageQuery extends HeldPageQuery {
  /** Only these employees (a batch of selected rows). */
  ids?: number[]
  /** The quick filters HR offers above the list, as the caller filled them in (checked: services/masterdata). */
  quick?: QuickFilter[]
}

export interface UserRow {
  id: number
  name: string
  jobNumber: string
  organId: number
  organName: string
  gangweiName: string
  zhiweiName: string
  phone: string
  email: string
  entryDate: string
  status: number
  /** Whether the staff member has a sign-in account in the tenant. */
  hasAccount?: boolean
}

export interface Page<T> {
  total: number
  page: number
  totalPage: number
  rows: T[]
}

/** A staff page with the §3 statistics counts: staff matching the organ and keyword, by status (1 on the job, 2 left). */
export interface UserPage extends Page<UserRow> {
  countData: Record<string, number>
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`)
const isoDate = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10)

/** The phone and e-mail of a row as `view` lets the caller see them (empty where not). */
function contactsOf(
  row: { phone: string; email: string; status: number },
  view?: ContactView,
): { phone: string; email: string } {
  if (!view) return { phone: row.phone, email: row.email }
  const seen = row.status === 1 || view.ofLeft
  return { phone: seen && view.phone ? row.phone : '', email: seen && view.email ? row.email : '' }
}

/** The statuses a staff member can have: 1 on the job, 2 left. */
const STATUSES = [1, 2] as const

/**
 * One page of staff of a tenant, optionally under an organ (with its descendants), in a position and matching a keyword,
 * with the count of each status (1 on the job, 2 left): from the tenant's directory held in the shared cache when there
 * is one and the page asks no ids or quick filters (held-pages.ts), else from the database (queriedUserPage).
 */
export async function findUserPage(db: Db, query: UserPageQuery): Promise<UserPage> {
  const held = query.ids || query.quick?.length ? null : await heldDirectory(db, query.tenantId)
  if (held) {
    const page = await heldUserPage(db, held, query)
    const rows = page.rows.map((row) => ({
      ...row,
      gangweiName: row.gangweiName ?? '',
      zhiweiName: row.zhiweiName ?? '',
      entryDate: isoDate(row.entryDate),
    }))
    return pageOf(db, query, page.counts, rows)
  }
  return queriedUserPage(db, query)
}

/**
 * The staff page asked of the database, in one query: the page read in job-number order from the index
 * employee_job_number_idx, each status counted by a subquery the index employee_status_idx answers. A page past the
 * end has no row to carry the counts: then they are counted on their own.
 */
export async function queriedUserPage(db: Db, query: UserPageQuery): Promise<UserPage> {
  let base = db.selectFrom('employee').where('employee.tenant_id', '=', query.tenantId)
  if (query.ids) base = base.where('employee.id', 'in', query.ids.length ? query.ids : [0])
  if (query.scope) base = base.where(inStaffScope(query.scope))
  if (query.organId !== undefined) {
    const ids = subtreeIds(await organsOfTenant(db, query.tenantId), query.organId)
    base = base.where('employee.organ_id', 'in', ids)
  }
  if (query.gangweiId !== undefined) base = base.where('employee.gangwei_id', '=', query.gangweiId)
  if (query.quick?.length) base = base.where(staffQuickCondition(query.tenantId, query.quick))
  const keyword = query.keyword?.trim().toLowerCase()
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`
    // An explicit ESCAPE clause: SQLite has no default escape character, PostgreSQL uses backslash.
    const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`
    const { contacts } = query
    base = base.where((eb) =>
      eb.or([
        like('employee.name'),
        like('employee.job_number'),
        ...(!contacts ? [like('employee.phone')] : []),
        ...(contacts?.phone
          ? [contacts.ofLeft ? like('employee.phone') : eb.and([like('employee.phone'), eb('employee.status', '=', 1)])]
          : []),
      ]),
    )
  }
  const { status } = query
  const countOf = (value: number) =>
    base.where('employee.status', '=', value).select((eb) => eb.fn.countAll<number>().as('n'))
  const rows = await (status === undefined ? base : base.where('employee.status', '=', status))
    .innerJoin('organ', 'organ.id', 'employee.organ_id')
    .innerJoin('gangwei', 'gangwei.id', 'employee.gangwei_id')
    .innerJoin('zhiwei', 'zhiwei.id', 'employee.zhiwei_id')
    .select([
      'employee.id',
      'employee.name',
      'employee.job_number',
      'employee.organ_id',
      'organ.name as organ_name',
      'gangwei.name as gangwei_name',
      'zhiwei.name as zhiwei_name',
      'employee.phone',
      'employee.email',
      'employee.entry_date',
      'employee.status',
      countOf(1).as('count_1'),
      countOf(2).as('count_2'),
    ])
    .orderBy('employee.job_number')
    .limit(query.rows)
    .offset((query.page - 1) * query.rows)
    .execute()

  let counts: Record<string, number>
  if (rows.length > 0) {
    counts = { 1: Number(rows[0].count_1), 2: Number(rows[0].count_2) }
  } else {
    const byStatus = await base
      .select(['employee.status', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('employee.status')
      .execute()
    counts = Object.fromEntries(byStatus.map((row) => [String(row.status), Number(row.count)]))
  }
  return pageOf(
    db,
    query,
    counts,
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      jobNumber: row.job_number,
      organId: row.organ_id,
      organName: row.organ_name,
      gangweiName: row.gangwei_name,
      zhiweiName: row.zhiwei_name,
      phone: row.phone,
      email: row.email,
      entryDate: isoDate(row.entry_date),
      status: row.status,
    })),
  )
}

/** A page's answer from its rows and the counts by status: contacts as the caller sees them, and who has an account. */
async function pageOf(
  db: Db,
  query: UserPageQuery,
  counts: Record<string, number>,
  rows: Omit<UserRow, 'hasAccount'>[],
): Promise<UserPage> {
  // Statuses no matching staff member has are left out, as a count by status would.
  const countData = Object.fromEntries(
    STATUSES.filter((s) => Number(counts[s] ?? 0) > 0).map((s) => [String(s), Number(counts[s])]),
  )
  // The page's staff with a sign-in account (one small query for the rows in view).
  const withAccount = new Set(
    rows.length
      ? (
          await db
            .selectFrom('app_user')
            .select('employee_id')
            .where('tenant_id', '=', query.tenantId)
            .where(
              'employee_id',
              'in',
              rows.map((row) => row.id),
            )
            .execute()
        ).map((row) => row.employee_id)
      : [],
  )
  const { status } = query
  const total =
    status !== undefined ? (countData[status] ?? 0) : Object.values(countData).reduce((sum, n) => sum + n, 0)
  return {
    countData,
    total,
    page: query.page,
    totalPage: Math.max(1, Math.ceil(total / query.rows)),
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      jobNumber: row.jobNumber,
      organId: row.organId,
      organName: row.organName,
      gangweiName: row.gangweiName,
      zhiweiName: row.zhiweiName,
      ...contactsOf(row, query.contacts),
      entryDate: row.entryDate,
      status: row.status,
      hasAccount: withAccount.has(row.id),
    })),
  }
}
