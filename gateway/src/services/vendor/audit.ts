import type { Db } from '../../core/db/types'
import { hookOf, wiringOf } from '../../core/service'

/** One change the vendor service made for a signed-in user, for the tenant's audit log. */
export interface VendorAuditEntry {
  tenantId: number
  userId: number
  /** The app concerned (its code). */
  app: string
  /** What was done, e.g. `vendor.devSet`. */
  method: string
  /** The function that allowed it. */
  functionId: string
  /** What the change was, e.g. the address set. */
  detail: string
  at: number
  latencyMs: number
}

type AuditWriter = (db: Db, entry: VendorAuditEntry) => Promise<void>

/**
 * How an entry is written: the audit log lives in a service above this one (joyhr), which hands the writer in its
 * `handlers` (the vendor service imports no other service).
 */
export const VENDOR_AUDIT_WRITER = hookOf<AuditWriter>('vendor.auditWriter')

export async function auditVendor(db: Db, entry: VendorAuditEntry): Promise<void> {
  const writer = wiringOf(db).one(VENDOR_AUDIT_WRITER)
  if (!writer) throw new Error('auditVendor: no audit writer was handed (joyhr hands it)')
  await writer(db, entry)
}
