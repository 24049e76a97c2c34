import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Db } from '../../core/db/types'

/** An installation's background credential as the Apps page lists it (never its secret). */
export interface CredentialRow {
  code: string
  clientId: string
  createdAt: number
  rotatedAt: number | null
}

/** A credential the exchange found by its client id, with the secret checked. */
export interface FoundCredential {
  tenantId: number
  appCode: string
  installId: number
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex')

/** The tenant's background credentials (one per app). */
export async function listCredentials(db: Db, tenantId: number): Promise<CredentialRow[]> {
  const rows = await db
    .selectFrom('vendor_app_credential')
    .select(['app_code', 'client_id', 'created_at', 'rotated_at'])
    .where('tenant_id', '=', tenantId)
    .orderBy('app_code')
    .execute()
  return rows.map((row) => ({
    code: row.app_code,
    clientId: row.client_id,
    createdAt: Number(row.created_at),
    rotatedAt: row.rotated_at === null ? null : Number(row.rotated_at),
  }))
}

/**
 * Creates the installation's credential (`cid_` and 16 random bytes; a secret `cs_` and 32 random bytes), or gives the
 * existing one a new secret (the client id kept, the old secret refused from now on). Only the secret's hash is
 * stored: the answer is the one time it is seen. A credential of an earlier installation of the app is replaced.
 */
export async function issueCredential(
  db: Db,
  input: { tenantId: number; appCode: string; installId: number; userId: number; now: number },
): Promise<{ clientId: string; secret: string; createdAt: number; rotated: boolean }> {
  const secret = `cs_${randomBytes(32).toString('base64url')}`
  const existing = await db
    .selectFrom('vendor_app_credential')
    .selectAll()
    .where('tenant_id', '=', input.tenantId)
    .where('app_code', '=', input.appCode)
    .executeTakeFirst()
  if (existing && existing.install_id === input.installId) {
    await db
      .updateTable('vendor_app_credential')
      .set({ secret_hash: hashOf(secret), rotated_at: input.now })
      .where('client_id', '=', existing.client_id)
      .execute()
    return { clientId: existing.client_id, secret, createdAt: Number(existing.created_at), rotated: true }
  }
  if (existing) await db.deleteFrom('vendor_app_credential').where('client_id', '=', existing.client_id).execute()
  const clientId = `cid_${randomBytes(16).toString('base64url')}`
  await db
    .insertInto('vendor_app_credential')
    .values({
      client_id: clientId,
      tenant_id: input.tenantId,
      app_code: input.appCode,
      install_id: input.installId,
      secret_hash: hashOf(secret),
      created_by: input.userId,
      created_at: input.now,
      rotated_at: null,
    })
    .execute()
  return { clientId, secret, createdAt: input.now, rotated: false }
}

/**
 * Revokes the app's credential in the tenant and ends the background tokens exchanged for it (they are the tenant's
 * app tokens of user 0). Answers how many credentials were removed (0 or 1).
 */
export async function revokeCredential(db: Db, tenantId: number, appCode: string): Promise<number> {
  const removed = await db
    .deleteFrom('vendor_app_credential')
    .where('tenant_id', '=', tenantId)
    .where('app_code', '=', appCode)
    .executeTakeFirst()
  await db
    .deleteFrom('vendor_api_token')
    .where('tenant_id', '=', tenantId)
    .where('app_code', '=', appCode)
    .where('user_id', '=', 0)
    .execute()
  return Number(removed.numDeletedRows)
}

/**
 * The credential of `clientId` when `secret` is its secret (compared in constant time), else undefined. With
 * `secret` null the credential is answered unchecked: its caller checks a signed assertion instead (assertion.ts).
 */
export async function findCredential(
  db: Db,
  clientId: string,
  secret: string | null,
): Promise<FoundCredential | undefined> {
  const row = await db
    .selectFrom('vendor_app_credential')
    .selectAll()
    .where('client_id', '=', clientId)
    .executeTakeFirst()
  if (!row) return undefined
  if (secret === null) return { tenantId: row.tenant_id, appCode: row.app_code, installId: row.install_id }
  const given = Buffer.from(hashOf(secret), 'hex')
  if (!timingSafeEqual(given, Buffer.from(row.secret_hash, 'hex'))) return undefined
  return { tenantId: row.tenant_id, appCode: row.app_code, installId: row.install_id }
}

/** The tenant an existing client id belongs to (for its exchange budget before the secret is checked), or undefined. */
export async function credentialOwner(
  db: Db,
  clientId: string,
): Promise<{ tenantId: number; appCode: string } | undefined> {
  const row = await db
    .selectFrom('vendor_app_credential')
    .select(['tenant_id', 'app_code'])
    .where('client_id', '=', clientId)
    .executeTakeFirst()
  return row && { tenantId: row.tenant_id, appCode: row.app_code }
}
