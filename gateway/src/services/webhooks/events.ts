import { randomBytes } from 'node:crypto'
import type { Db } from '../../core/db/types'
import type { AppWebhookTable } from './tables'

/** An installation's webhook row, or undefined. */
export const webhookOf = (db: Db, tenantId: number, appCode: string): Promise<AppWebhookTable | undefined> =>
  db
    .selectFrom('app_webhook')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('app_code', '=', appCode)
    .executeTakeFirst()

/** The JSON array of a column, as strings. */
export const listOf = (json: string): string[] => {
  const value: unknown = JSON.parse(json)
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

export const newEventId = (): string => `evt_${randomBytes(16).toString('base64url')}`

/**
 * Queues one event for the installation's address (none without one): the body every try sends, with the event's
 * id, topic, time, tenant and app, and `data`. Only a row is written (in the caller's transaction); the worker sends.
 */
export async function queueEvent(
  db: Db,
  hook: AppWebhookTable,
  topic: string,
  data: Record<string, unknown>,
  now: number,
): Promise<string | null> {
  if (!hook.url) return null
  const id = newEventId()
  const body = JSON.stringify({
    id,
    topic,
    createdAt: new Date(now).toISOString(),
    tenantId: hook.tenant_id,
    app: hook.app_code,
    data,
  })
  await db
    .insertInto('app_webhook_delivery')
    .values({
      id,
      tenant_id: hook.tenant_id,
      app_code: hook.app_code,
      topic,
      url: hook.url,
      body,
      status: 'pending',
      attempts: 0,
      next_at: now,
      lease_until: 0,
      last_status: null,
      last_error: null,
      created_at: now,
      tried_at: null,
    })
    .execute()
  return id
}
