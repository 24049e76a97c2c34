import { createHash } from 'node:crypto'
import type { Db } from '../../../core/db/types'
import type { Actor } from './store'

// The manifests administrators checked on the Apps page, kept as fetched: an install names one by its hash and
// installs that copy, so what is installed is what the consent summary showed.

/** How long a checked manifest may be installed from. */
export const PREVIEW_TTL_MS = 60 * 60_000

/** The hash an install names a checked manifest by: SHA-256 of its text, hex. */
export const manifestHash = (body: string): string => createHash('sha256').update(body, 'utf8').digest('hex')

/** Keeps the manifest `body` fetched from `manifestUrl` as checked by the actor; drops the tenant's expired ones. */
export async function keepPreview(
  db: Db,
  actor: Actor,
  manifestUrl: string,
  body: string,
  now: number,
): Promise<string> {
  const hash = manifestHash(body)
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('app_install_preview')
      .where('tenant_id', '=', actor.tenantId)
      .where((eb) =>
        eb.or([
          eb('created_at', '<=', now - PREVIEW_TTL_MS),
          eb.and([eb('user_id', '=', actor.userId), eb('hash', '=', hash)]),
        ]),
      )
      .execute()
    await trx
      .insertInto('app_install_preview')
      .values({
        tenant_id: actor.tenantId,
        user_id: actor.userId,
        hash,
        manifest_url: manifestUrl,
        body,
        created_at: now,
      })
      .execute()
  })
  return hash
}

/** The text of the manifest the actor checked at `manifestUrl` with this hash, within the hour; else undefined. */
export async function previewedManifest(
  db: Db,
  actor: Actor,
  manifestUrl: string,
  hash: string,
  now: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_install_preview')
    .select(['body', 'created_at'])
    .where('tenant_id', '=', actor.tenantId)
    .where('user_id', '=', actor.userId)
    .where('hash', '=', hash)
    .where('manifest_url', '=', manifestUrl)
    .executeTakeFirst()
  if (!row || Number(row.created_at) <= now - PREVIEW_TTL_MS) return undefined
  // The stored copy is checked against its hash again: a row changed in the database is not consent.
  return manifestHash(row.body) === hash ? row.body : undefined
}

/** Forgets the actor's checked manifest once installed. */
export async function dropPreview(db: Db, actor: Actor, hash: string): Promise<void> {
  await db
    .deleteFrom('app_install_preview')
    .where('tenant_id', '=', actor.tenantId)
    .where('user_id', '=', actor.userId)
    .where('hash', '=', hash)
    .execute()
}
