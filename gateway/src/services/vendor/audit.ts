import type { Db } from '../../core/db/types'

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

let writer: AuditWriter | undefined

/**
 * The audit log lives in a service above this one (joyhr): it registers how an entry is written at start
 * (the vendor service imports no other service).
 */
export function registerVendorAuditWriter(write: AuditWriter): void {
  writer = write
}

export async function auditVendor(db: Db, entry: VendorAuditEntry): Promise<void> {
  if (!writer) throw new Error('auditVendor: no audit writer registered (joyhr registers it at start)')
  await writer(db, entry)
}
