import type { Db } from '../../core/db/types'

/** A URL's origin, or null for one that does not parse. */
function originOf(url: string | null): string | null {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/** `LIKE` prefixes of URLs on these origins (the exact origin is checked after, as `_` matches any character). */
const prefixes = (origins: readonly string[]) => origins.map((origin) => `${origin.replace(/[%\\]/g, '')}/%`)

/** One delivery as the vendor console lists it. */
export interface OriginDelivery {
  id: string
  tenantId: number
  appCode: string
  topic: string
  status: 'pending' | 'delivered' | 'failed'
  attempts: number
  lastStatus: number | null
  lastError: string | null
  createdAt: number
  triedAt: number | null
}

/**
 * The latest webhook deliveries sent to addresses on these origins (what the vendor's own servers were sent), newest
 * first, in any tenant; with `status`, only those in that state.
 */
export async function deliveriesToOrigins(
  db: Db,
  origins: readonly string[],
  options: { status?: OriginDelivery['status']; limit: number },
): Promise<OriginDelivery[]> {
  if (!origins.length) return []
  let query = db
    .selectFrom('app_webhook_delivery')
    .select([
      'id',
      'tenant_id',
      'app_code',
      'topic',
      'url',
      'status',
      'attempts',
      'last_status',
      'last_error',
      'created_at',
      'tried_at',
    ])
    .where((eb) => eb.or(prefixes(origins).map((prefix) => eb('url', 'like', prefix))))
  if (options.status) query = query.where('status', '=', options.status)
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').limit(options.limit).execute()
  return rows
    .filter((row) => origins.includes(originOf(row.url) ?? ''))
    .map((row) => ({
      id: row.id,
      tenantId: row.tenant_id,
      appCode: row.app_code,
      topic: row.topic,
      status: row.status,
      attempts: row.attempts,
      lastStatus: row.last_status,
      lastError: row.last_error,
      createdAt: Number(row.created_at),
      triedAt: row.tried_at === null ? null : Number(row.tried_at),
    }))
}

/** One deletion request as the vendor console lists it. */
export interface OriginDeletion {
  id: string
  tenantId: number
  appCode: string
  requestedAt: number
  deadlineAt: number
  confirmedAt: number | null
}

/**
 * The deletion requests of installations whose webhook address is on one of these origins (the vendor was sent
 * them in app.uninstalled), newest first, with whether they were confirmed.
 */
export async function deletionsToOrigins(db: Db, origins: readonly string[]): Promise<OriginDeletion[]> {
  if (!origins.length) return []
  const rows = await db
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
      'app_data_deletion.requested_at',
      'app_data_deletion.deadline_at',
      'app_data_deletion.confirmed_at',
      'app_webhook.url',
    ])
    .where((eb) => eb.or(prefixes(origins).map((prefix) => eb('app_webhook.url', 'like', prefix))))
    .orderBy('app_data_deletion.requested_at', 'desc')
    .limit(100)
    .execute()
  return rows
    .filter((row) => origins.includes(originOf(row.url) ?? ''))
    .map((row) => ({
      id: row.id,
      tenantId: row.tenant_id,
      appCode: row.app_code,
      requestedAt: Number(row.requested_at),
      deadlineAt: Number(row.deadline_at),
      confirmedAt: row.confirmed_at === null ? null : Number(row.confirmed_at),
    }))
}
