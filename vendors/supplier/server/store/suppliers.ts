import type { Database } from 'better-sqlite3'
import { SupplierError } from '../errors'
import { addDays, EXPIRING_DAYS } from '../dates'
import type { Category, SupplierStatus } from '../../shared/names'

/** A supplier as the list and the detail answer it. */
export interface Supplier {
  id: number
  name: string
  category: Category
  contact: string
  phone: string
  creditCode: string
  status: SupplierStatus
  /** The vendor's own demo data, seeded on a tenant's first use. */
  demo: boolean
  documents: { valid: number; expiring: number; expired: number }
  /** Mean of every evaluation's three scores, one decimal; null before the first. */
  rating: number | null
  evaluations: number
  createdAt: number
}

export interface NewSupplier {
  name: string
  category: Category
  contact: string
  phone: string
  creditCode: string
}

const SELECT = `
SELECT s.id, s.name, s.category, s.contact, s.phone, s.credit_code, s.suspended, s.demo, s.created_at,
  (SELECT count(*) FROM document d WHERE d.tenant_id = s.tenant_id AND d.supplier_id = s.id AND d.expires_on > @soon) AS valid,
  (SELECT count(*) FROM document d WHERE d.tenant_id = s.tenant_id AND d.supplier_id = s.id AND d.expires_on >= @today AND d.expires_on <= @soon) AS expiring,
  (SELECT count(*) FROM document d WHERE d.tenant_id = s.tenant_id AND d.supplier_id = s.id AND d.expires_on < @today) AS expired,
  (SELECT avg((e.quality + e.delivery + e.service) / 3.0) FROM evaluation e WHERE e.tenant_id = s.tenant_id AND e.supplier_id = s.id) AS rating,
  (SELECT count(*) FROM evaluation e WHERE e.tenant_id = s.tenant_id AND e.supplier_id = s.id) AS evaluations
FROM supplier s WHERE s.tenant_id = @tenant`

interface Row {
  id: number
  name: string
  category: Category
  contact: string
  phone: string
  credit_code: string
  suspended: number
  demo: number
  created_at: number
  valid: number
  expiring: number
  expired: number
  rating: number | null
  evaluations: number
}

const toSupplier = (row: Row): Supplier => ({
  id: row.id,
  name: row.name,
  category: row.category,
  contact: row.contact,
  phone: row.phone,
  creditCode: row.credit_code,
  // Expiring documents are still valid: they qualify the supplier until they end.
  status: row.suspended ? 'suspended' : row.valid + row.expiring > 0 ? 'qualified' : 'pending',
  demo: row.demo === 1,
  documents: { valid: row.valid, expiring: row.expiring, expired: row.expired },
  rating: row.rating === null ? null : Math.round(row.rating * 10) / 10,
  evaluations: row.evaluations,
  createdAt: row.created_at,
})

const dayParams = (tenant: number, today: string) => ({ tenant, today, soon: addDays(today, EXPIRING_DAYS) })

/** LIKE pattern of a keyword, its wildcards taken literally. */
const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The tenant's suppliers, newest first; `keyword` matches name, contact or credit code. */
export function listSuppliers(
  db: Database,
  tenant: number,
  today: string,
  filter: { keyword?: string; status?: SupplierStatus },
): Supplier[] {
  const keyword = filter.keyword?.trim()
  const where = keyword
    ? " AND (s.name LIKE @like ESCAPE '\\' OR s.contact LIKE @like ESCAPE '\\' OR s.credit_code LIKE @like ESCAPE '\\')"
    : ''
  const rows = db
    .prepare(`${SELECT}${where} ORDER BY s.created_at DESC, s.id DESC LIMIT 500`)
    .all({ ...dayParams(tenant, today), ...(keyword ? { like: like(keyword) } : {}) }) as Row[]
  const suppliers = rows.map(toSupplier)
  return filter.status ? suppliers.filter((s) => s.status === filter.status) : suppliers
}

/** One supplier of the tenant; SupplierError notFound when it has none with this id. */
export function findSupplier(db: Database, tenant: number, id: number, today: string): Supplier {
  const row = db.prepare(`${SELECT} AND s.id = @id`).get({ ...dayParams(tenant, today), id }) as Row | undefined
  if (!row) throw new SupplierError('notFound', 404, `Supplier ${id} not found`)
  return toSupplier(row)
}

/** Adds a supplier (pending until it has a valid document); a credit code the tenant has already is refused. */
export function createSupplier(
  db: Database,
  tenant: number,
  input: NewSupplier,
  by: string,
  now: number,
  demo = false,
): number {
  const taken = db
    .prepare('SELECT id FROM supplier WHERE tenant_id = ? AND credit_code = ?')
    .get(tenant, input.creditCode)
  if (taken)
    throw new SupplierError('creditCodeTaken', 409, 'A supplier with this credit code exists already', {
      field: 'creditCode',
    })
  const result = db
    .prepare(`INSERT INTO supplier (tenant_id, name, category, contact, phone, credit_code, demo, created_by, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(tenant, input.name, input.category, input.contact, input.phone, input.creditCode, demo ? 1 : 0, by, now)
  return Number(result.lastInsertRowid)
}

/** Suspends a supplier, or takes it back (then its documents decide between pending and qualified). */
export function setSuspended(db: Database, tenant: number, id: number, suspended: boolean): void {
  const result = db
    .prepare('UPDATE supplier SET suspended = ? WHERE tenant_id = ? AND id = ? AND suspended = ?')
    .run(suspended ? 1 : 0, tenant, id, suspended ? 0 : 1)
  if (result.changes === 0) {
    const exists = db.prepare('SELECT 1 FROM supplier WHERE tenant_id = ? AND id = ?').get(tenant, id)
    if (!exists) throw new SupplierError('notFound', 404, `Supplier ${id} not found`)
    throw new SupplierError(
      'statusUnchanged',
      409,
      suspended ? 'The supplier is suspended already' : 'The supplier is not suspended',
    )
  }
}
