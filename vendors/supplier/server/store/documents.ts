import type { Database } from 'better-sqlite3'
import { SupplierError } from '../errors'
import { expiryState } from '../dates'
import type { DocumentType } from '../../shared/names'

/** A qualification document as the detail answers it (the file itself is fetched by id). */
export interface SupplierDocument {
  id: number
  type: DocumentType
  fileName: string
  mediaType: string
  size: number
  expiresOn: string
  state: 'valid' | 'expiring' | 'expired'
  uploadedAt: number
}

export interface NewDocument {
  supplierId: number
  type: DocumentType
  fileName: string
  mediaType: string
  size: number
  expiresOn: string
}

interface Row {
  id: number
  type: DocumentType
  file_name: string
  media_type: string
  size: number
  expires_on: string
  uploaded_at: number
}

const COLUMNS = 'id, type, file_name, media_type, size, expires_on, uploaded_at'

const toDocument = (row: Row, today: string): SupplierDocument => ({
  id: row.id,
  type: row.type,
  fileName: row.file_name,
  mediaType: row.media_type,
  size: row.size,
  expiresOn: row.expires_on,
  state: expiryState(row.expires_on, today),
  uploadedAt: row.uploaded_at,
})

/** The supplier's documents, those ending first first. */
export function listDocuments(db: Database, tenant: number, supplierId: number, today: string): SupplierDocument[] {
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM document WHERE tenant_id = ? AND supplier_id = ? ORDER BY expires_on, id`)
    .all(tenant, supplierId) as Row[]
  return rows.map((row) => toDocument(row, today))
}

/** One document of the tenant; SupplierError notFound otherwise. */
export function findDocument(db: Database, tenant: number, id: number, today: string): SupplierDocument {
  const row = db.prepare(`SELECT ${COLUMNS} FROM document WHERE tenant_id = ? AND id = ?`).get(tenant, id) as
    | Row
    | undefined
  if (!row) throw new SupplierError('notFound', 404, `Document ${id} not found`)
  return toDocument(row, today)
}

/** Records a document of a supplier of the tenant; answers its id (the caller then stores the file under it). */
export function insertDocument(db: Database, tenant: number, input: NewDocument, by: string, now: number): number {
  const supplier = db.prepare('SELECT 1 FROM supplier WHERE tenant_id = ? AND id = ?').get(tenant, input.supplierId)
  if (!supplier) throw new SupplierError('notFound', 404, `Supplier ${input.supplierId} not found`)
  const result = db
    .prepare(`INSERT INTO document (tenant_id, supplier_id, type, file_name, media_type, size, expires_on, uploaded_by, uploaded_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(tenant, input.supplierId, input.type, input.fileName, input.mediaType, input.size, input.expiresOn, by, now)
  return Number(result.lastInsertRowid)
}

/** Removes a document row of the tenant; SupplierError notFound when there is none. */
export function deleteDocument(db: Database, tenant: number, id: number): void {
  const result = db.prepare('DELETE FROM document WHERE tenant_id = ? AND id = ?').run(tenant, id)
  if (result.changes === 0) throw new SupplierError('notFound', 404, `Document ${id} not found`)
}
