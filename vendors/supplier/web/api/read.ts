import type { Evaluations, Supplier, SupplierDetail, SupplierDocument } from './types'

// The backend's answers are checked before the pages use them: a row without its key fields is dropped.

type Row = Record<string, unknown>

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value)
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0)
const str = (value: unknown) => (typeof value === 'string' ? value : '')
const numOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)

class AnswerShapeError extends Error {
  override name = 'AnswerShapeError'
}

function readSupplier(row: Row): Supplier | null {
  if (
    typeof row.id !== 'number' ||
    typeof row.name !== 'string' ||
    !['pending', 'qualified', 'suspended'].includes(row.status as string)
  )
    return null
  const docs = isRow(row.documents) ? row.documents : {}
  return {
    id: row.id,
    name: row.name,
    category: str(row.category) as Supplier['category'],
    contact: str(row.contact),
    phone: str(row.phone),
    creditCode: str(row.creditCode),
    status: row.status as Supplier['status'],
    demo: row.demo === true,
    documents: { valid: num(docs.valid), expiring: num(docs.expiring), expired: num(docs.expired) },
    rating: numOrNull(row.rating),
    evaluations: num(row.evaluations),
  }
}

function readDocument(row: unknown): SupplierDocument | null {
  if (!isRow(row) || typeof row.id !== 'number' || typeof row.fileName !== 'string') return null
  const state = ['valid', 'expiring', 'expired'].includes(row.state as string)
    ? (row.state as SupplierDocument['state'])
    : 'expired'
  return {
    id: row.id,
    type: str(row.type) as SupplierDocument['type'],
    fileName: row.fileName,
    size: num(row.size),
    expiresOn: str(row.expiresOn),
    state,
  }
}

export function readEvaluations(value: unknown): Evaluations {
  if (!isRow(value) || !Array.isArray(value.list))
    throw new AnswerShapeError('the evaluations are not in the expected shape')
  return {
    count: num(value.count),
    quality: numOrNull(value.quality),
    delivery: numOrNull(value.delivery),
    service: numOrNull(value.service),
    list: value.list.filter(isRow).map((row) => ({
      quality: num(row.quality),
      delivery: num(row.delivery),
      service: num(row.service),
      comment: str(row.comment),
      evaluatedAt: num(row.evaluatedAt),
      mine: row.mine === true,
    })),
  }
}

/** The list answer `{ rows }`. */
export function readSuppliers(value: unknown): Supplier[] {
  if (!isRow(value) || !Array.isArray(value.rows))
    throw new AnswerShapeError('the supplier list is not in the expected shape')
  return value.rows
    .filter(isRow)
    .map(readSupplier)
    .filter((s): s is Supplier => s !== null)
}

/** One supplier (create, suspend, reinstate). */
export function readOneSupplier(value: unknown): Supplier {
  const supplier = isRow(value) ? readSupplier(value) : null
  if (!supplier) throw new AnswerShapeError('the supplier is not in the expected shape')
  return supplier
}

export function readDetail(value: unknown): SupplierDetail {
  if (!isRow(value) || !Array.isArray(value.documents))
    throw new AnswerShapeError('the supplier is not in the expected shape')
  return {
    supplier: readOneSupplier(value.supplier),
    documents: value.documents.map(readDocument).filter((d): d is SupplierDocument => d !== null),
    evaluations: readEvaluations(value.evaluations),
  }
}

export function readDocumentAnswer(value: unknown): SupplierDocument {
  const document = readDocument(value)
  if (!document) throw new AnswerShapeError('the document is not in the expected shape')
  return document
}
