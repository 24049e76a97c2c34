import type { Database } from 'better-sqlite3'
import { SupplierError } from '../errors'

/** One user's evaluation of a supplier, scores 1–5. */
export interface Evaluation {
  quality: number
  delivery: number
  service: number
  comment: string
  evaluatedAt: number
  /** Whether the signed-in user wrote it (the pseudonymous id itself is never shown). */
  mine: boolean
}

export interface EvaluationSummary {
  count: number
  /** Mean per score, one decimal; null before the first evaluation. */
  quality: number | null
  delivery: number | null
  service: number | null
  list: Evaluation[]
}

export type NewEvaluation = Omit<Evaluation, 'evaluatedAt' | 'mine'>

interface Row {
  user_id: string
  quality: number
  delivery: number
  service: number
  comment: string
  evaluated_at: number
}

const mean = (rows: Row[], key: 'quality' | 'delivery' | 'service') =>
  rows.length ? Math.round((rows.reduce((sum, row) => sum + row[key], 0) / rows.length) * 10) / 10 : null

/** The supplier's evaluations, newest first, with the mean of each score. */
export function evaluationsOf(db: Database, tenant: number, supplierId: number, user: string): EvaluationSummary {
  const rows = db
    .prepare(`SELECT user_id, quality, delivery, service, comment, evaluated_at FROM evaluation
    WHERE tenant_id = ? AND supplier_id = ? ORDER BY evaluated_at DESC`)
    .all(tenant, supplierId) as Row[]
  return {
    count: rows.length,
    quality: mean(rows, 'quality'),
    delivery: mean(rows, 'delivery'),
    service: mean(rows, 'service'),
    list: rows.slice(0, 50).map((row) => ({
      quality: row.quality,
      delivery: row.delivery,
      service: row.service,
      comment: row.comment,
      evaluatedAt: row.evaluated_at,
      mine: row.user_id === user,
    })),
  }
}

/** The user's evaluation of a supplier of the tenant; a second one replaces the first. */
export function saveEvaluation(
  db: Database,
  tenant: number,
  supplierId: number,
  user: string,
  input: NewEvaluation,
  now: number,
): void {
  const supplier = db.prepare('SELECT 1 FROM supplier WHERE tenant_id = ? AND id = ?').get(tenant, supplierId)
  if (!supplier) throw new SupplierError('notFound', 404, `Supplier ${supplierId} not found`)
  db.prepare(`INSERT INTO evaluation (tenant_id, supplier_id, user_id, quality, delivery, service, comment, evaluated_at)
    VALUES (@tenant, @supplierId, @user, @quality, @delivery, @service, @comment, @now)
    ON CONFLICT (tenant_id, supplier_id, user_id) DO UPDATE SET quality = @quality, delivery = @delivery, service = @service,
      comment = @comment, evaluated_at = @now`).run({ tenant, supplierId, user, now, ...input })
}
