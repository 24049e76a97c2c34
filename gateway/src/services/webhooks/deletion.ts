import { randomBytes } from 'node:crypto'
import type { Db } from '../../core/db/types'
import type { AppWebhookTable } from './tables'

/** How long a vendor is given to delete a tenant's data after uninstall. */
export const DELETION_DAYS = 30
const DAY = 24 * 60 * 60 * 1000

/** Where the vendor's backend confirms a deletion, under the portal's address. */
export const CONFIRM_PATH = '/gateway/vendor/api/webhooks/deletion'

/** The deletion request app.uninstalled carries. */
export interface DeletionRequest {
  id: string
  /** ISO time by which the tenant's data should be deleted. */
  deadline: string
  confirmPath: string
}

/** Writes the deletion asked of the vendor at uninstall (its deadline 30 days on) and answers what the event says. */
export async function requestDeletion(db: Db, hook: AppWebhookTable, now: number): Promise<DeletionRequest> {
  const id = `del_${randomBytes(16).toString('base64url')}`
  const deadline = now + DELETION_DAYS * DAY
  await db
    .insertInto('app_data_deletion')
    .values({
      id,
      tenant_id: hook.tenant_id,
      app_code: hook.app_code,
      install_id: hook.install_id,
      requested_at: now,
      deadline_at: deadline,
      confirmed_at: null,
      keep_ids: 0,
    })
    .execute()
  return { id, deadline: new Date(deadline).toISOString(), confirmPath: CONFIRM_PATH }
}

/** The tenant's deletion requests, newest first (the Apps page). */
export const deletionsOf = (db: Db, tenantId: number) =>
  db
    .selectFrom('app_data_deletion')
    .select(['id', 'app_code', 'requested_at', 'deadline_at', 'confirmed_at', 'keep_ids'])
    .where('tenant_id', '=', tenantId)
    .orderBy('requested_at', 'desc')
    .limit(100)
    .execute()

/** The deletion request of this id with the secret of its installation's webhook, or undefined. */
export const deletionWithSecret = (db: Db, id: string) =>
  db
    .selectFrom('app_data_deletion')
    .innerJoin('app_webhook', (join) =>
      join
        .onRef('app_webhook.tenant_id', '=', 'app_data_deletion.tenant_id')
        .onRef('app_webhook.app_code', '=', 'app_data_deletion.app_code'),
    )
    .select([
      'app_data_deletion.id',
      'app_data_deletion.tenant_id',
      'app_data_deletion.app_code',
      'app_data_deletion.confirmed_at',
      'app_webhook.secret',
    ])
    .where('app_data_deletion.id', '=', id)
    .executeTakeFirst()

/** Marks the deletion confirmed (the first confirmation's time stays); answers when it was confirmed. */
export async function confirmDeletion(db: Db, id: string, now: number): Promise<number> {
  await db
    .updateTable('app_data_deletion')
    .set({ confirmed_at: now })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .execute()
  const row = await db
    .selectFrom('app_data_deletion')
    .select('confirmed_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return Number(row.confirmed_at)
}

/** Whether the administrator keeps the app's pseudonymous ids at its next install (on its latest deletion request). */
export async function keepIds(db: Db, tenantId: number, appCode: string, keep: boolean): Promise<boolean> {
  const last = await db
    .selectFrom('app_data_deletion')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('app_code', '=', appCode)
    .orderBy('requested_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!last) return false
  await db
    .updateTable('app_data_deletion')
    .set({ keep_ids: keep ? 1 : 0 })
    .where('id', '=', last.id)
    .execute()
  return true
}
