import type { Kysely } from 'kysely'
import type { Database } from '../../core/db/types'
import { APP_INSTALL_CHANGED, installedApps, installedMenuRows } from '../vendor'
import { handle } from '../../core/service'
import { indexDocs, type SearchDoc } from './search-index'
import { MENU_WORDS } from './menu-words'

// The directory's search documents: staff (employees), organisations and menu pages, per tenant.
// Written on seed, on start-up when a tenant's documents are missing or out of step, and after
// every write path that changes these records (call indexEmployees / indexOrgans with the ids).
// Mobile numbers and e-mail addresses are not indexed.

/** The staff list page of the system app: staff and organisation results need it (§ menu permission). */
export const STAFF_PAGE = { appCode: 'ums', path: '/users' }
/** The system app's organisation structure page. */
export const STRUCTURE_PAGE = { appCode: 'ums', path: '/structure' }

type DirectoryDoc = Omit<SearchDoc, 'readers'>
const CHUNK = 500

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK))
  return out
}

/** (Re-)indexes the tenant's employees: all, or only `ids` (after they were added or changed). */
export async function indexEmployees(db: Kysely<Database>, tenantId: number, ids?: number[]): Promise<number> {
  const query = (only?: number[]) => {
    let q = db
      .selectFrom('employee')
      .leftJoin('organ', (join) =>
        join.onRef('organ.id', '=', 'employee.organ_id').on('organ.tenant_id', '=', tenantId),
      )
      .leftJoin('gangwei', (join) =>
        join.onRef('gangwei.id', '=', 'employee.gangwei_id').on('gangwei.tenant_id', '=', tenantId),
      )
      .select(['employee.id', 'employee.name', 'employee.job_number', 'organ.name as organ', 'gangwei.name as post'])
      .where('employee.tenant_id', '=', tenantId)
    if (only) q = q.where('employee.id', 'in', only)
    return q.orderBy('employee.id').execute()
  }
  const rows = ids ? (await Promise.all(chunks(ids).map((part) => query(part)))).flat() : await query()
  const docs: DirectoryDoc[] = rows.map((row) => ({
    tenantId,
    kind: 'staff',
    refId: String(row.id),
    title: row.name,
    body: [row.job_number, row.organ, row.post].filter(Boolean).join(' · '),
    appCode: STAFF_PAGE.appCode,
    path: `${STAFF_PAGE.path}/${row.id}`,
  }))
  await indexDocs(db, docs)
  if (ids) {
    const found = new Set(rows.map((row) => String(row.id)))
    const gone = ids.map(String).filter((id) => !found.has(id))
    for (const part of chunks(gone)) {
      await db
        .deleteFrom('search_doc')
        .where('tenant_id', '=', tenantId)
        .where('kind', '=', 'staff')
        .where('ref_id', 'in', part)
        .execute()
    }
  }
  return docs.length
}

/** (Re-)indexes the tenant's organisations: all, or only `ids`. */
export async function indexOrgans(db: Kysely<Database>, tenantId: number, ids?: number[]): Promise<number> {
  const all = await db
    .selectFrom('organ')
    .select(['id', 'parent_id', 'name', 'code'])
    .where('tenant_id', '=', tenantId)
    .execute()
  const names = new Map(all.map((row) => [row.id, row.name]))
  const wanted = ids ? new Set(ids) : null
  const docs: DirectoryDoc[] = all
    .filter((row) => !wanted || wanted.has(row.id))
    .map((row) => ({
      tenantId,
      kind: 'organ',
      refId: String(row.id),
      title: row.name,
      body: [row.code, row.parent_id ? names.get(row.parent_id) : ''].filter(Boolean).join(' · '),
      appCode: STRUCTURE_PAGE.appCode,
      path: STRUCTURE_PAGE.path,
    }))
  await indexDocs(db, docs)
  return docs.length
}

/**
 * (Re-)indexes the menu pages for one tenant, dropping removed ones: the built-in tree (the same for every tenant)
 * and the pages of the apps the tenant installed and has on (again after every change of them).
 */
export async function indexMenus(db: Kysely<Database>, tenantId: number): Promise<number> {
  const menus = [
    ...(await db
      .selectFrom('menu')
      .select(['id', 'parent_id', 'code', 'app_code', 'name_zh', 'name_en', 'link_url', 'source_app', 'type'])
      .execute()),
    ...(await installedApps(db, tenantId)).flatMap((app) => installedMenuRows(app, 0)),
  ]
  const byId = new Map(menus.map((row) => [row.id, row]))
  const entryOf = (row: (typeof menus)[number]) => {
    let top = row
    while (top.parent_id !== null && byId.has(top.parent_id)) top = byId.get(top.parent_id)!
    return top
  }
  const docs: DirectoryDoc[] = menus
    .filter((row) => row.type === 2 && row.link_url && !/^[a-z]+:/i.test(row.link_url))
    .map((row) => {
      const entry = entryOf(row)
      return {
        tenantId,
        kind: 'menu',
        refId: String(row.id),
        title: row.name_zh,
        body: [row.name_en, entry.name_zh, entry.name_en, MENU_WORDS[row.code] ?? ''].join(' ').trim(),
        appCode: row.source_app ?? entry.code,
        path: row.link_url,
      }
    })
  await indexDocs(db, docs)
  const keep = docs.map((doc) => doc.refId)
  let stale = db.deleteFrom('search_doc').where('tenant_id', '=', tenantId).where('kind', '=', 'menu')
  if (keep.length) stale = stale.where('ref_id', 'not in', keep)
  await stale.execute()
  return docs.length
}

/** A change of installed apps re-indexes the tenant's menu pages. */
export const menusOnInstall = handle(APP_INSTALL_CHANGED, async (db, change) => {
  await indexMenus(db, change.tenantId)
})

/** Everything the directory contributes for one tenant (a new tenant, or a rebuild). */
export async function indexTenant(db: Kysely<Database>, tenantId: number): Promise<void> {
  await indexMenus(db, tenantId)
  await indexOrgans(db, tenantId)
  await indexEmployees(db, tenantId)
}

async function count(db: Kysely<Database>, table: 'employee' | 'organ', tenantId: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

async function indexed(db: Kysely<Database>, kind: 'staff' | 'organ', tenantId: number): Promise<number> {
  const row = await db
    .selectFrom('search_doc')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', kind)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/**
 * On seed and start-up: menus of every tenant, and the staff and organisations of any tenant whose
 * documents are missing or fewer or more than its records (a database from before the index, or
 * records written by a path that did not index them).
 */
export async function refreshSearchIndex(db: Kysely<Database>): Promise<void> {
  const tenants = await db.selectFrom('tenant').select('id').execute()
  for (const { id } of tenants) {
    await indexMenus(db, id)
    if ((await count(db, 'organ', id)) !== (await indexed(db, 'organ', id))) {
      await db.deleteFrom('search_doc').where('tenant_id', '=', id).where('kind', '=', 'organ').execute()
      await indexOrgans(db, id)
    }
    if ((await count(db, 'employee', id)) !== (await indexed(db, 'staff', id))) {
      await db.deleteFrom('search_doc').where('tenant_id', '=', id).where('kind', '=', 'staff').execute()
      await indexEmployees(db, id)
    }
  }
}
