import type { Db } from '../../../../core/db/types'

/** Ids per query: far below SQLite's and PostgreSQL's limits on bound values. */
export const IDS_PER_QUERY = 1000

/** A receipt as the hub fans it out: whose, which notice, when it arrived, read or confirmed. */
export interface ReceiptRow {
  user_id: number
  notice_id: string
  created_at: number
  read_at: number | null
  confirmed_at: number | null
}

/** The columns of a notice its summary needs. */
export interface NoticeRow {
  id: string
  channel: string
  title: string
  body: string
  must_read: number
  countdown_seconds: number
  publisher_name: string
  source_app: string
  title_message: string
  body_message: string
  link: string | null
}

const RECEIPT_COLUMNS = ['user_id', 'notice_id', 'created_at', 'read_at', 'confirmed_at'] as const

/** Splits `ids` into groups of IDS_PER_QUERY. */
export function chunks<T>(ids: readonly T[]): T[][] {
  const groups: T[][] = []
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) groups.push(ids.slice(i, i + IDS_PER_QUERY))
  return groups
}

/** The receipts of these notices held by these users of the tenant (by the receipts' primary key). */
export async function receiptsOfNotices(
  db: Db,
  tenantId: number,
  noticeIds: readonly string[],
  userIds: readonly number[],
): Promise<ReceiptRow[]> {
  const rows: ReceiptRow[] = []
  for (const users of chunks(userIds)) {
    rows.push(
      ...(await db
        .selectFrom('notice_receipt')
        .select(RECEIPT_COLUMNS)
        .where('tenant_id', '=', tenantId)
        .where('user_id', 'in', users)
        .where('notice_id', 'in', [...noticeIds])
        .execute()),
    )
  }
  return rows
}

/** The receipts of these users of the tenant that arrived at or after `since` (the receipts' time index). */
export async function receiptsSince(
  db: Db,
  tenantId: number,
  userIds: readonly number[],
  since: number,
): Promise<ReceiptRow[]> {
  const rows: ReceiptRow[] = []
  for (const users of chunks(userIds)) {
    rows.push(
      ...(await db
        .selectFrom('notice_receipt')
        .select(RECEIPT_COLUMNS)
        .where('tenant_id', '=', tenantId)
        .where('user_id', 'in', users)
        .where('created_at', '>=', since)
        .orderBy('created_at')
        .orderBy('notice_id')
        .execute()),
    )
  }
  return rows
}

/** The notice columns a list or a live notice shows (its body, titles and messages in both languages). */
export const NOTICE_COLUMNS = [
  'id',
  'channel',
  'title',
  'body',
  'must_read',
  'countdown_seconds',
  'publisher_name',
  'source_app',
  'title_message',
  'body_message',
  'link',
] as const

/** The tenant's notices of these ids. */
export async function noticesOf(db: Db, tenantId: number, ids: readonly string[]): Promise<NoticeRow[]> {
  if (ids.length === 0) return []
  return db
    .selectFrom('notice')
    .select(NOTICE_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...ids])
    .execute()
}

/** Unread notices of each of these users of the tenant (users with none are absent). */
export async function unreadCounts(db: Db, tenantId: number, userIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>()
  for (const users of chunks(userIds)) {
    const rows = await db
      .selectFrom('notice_receipt')
      .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('tenant_id', '=', tenantId)
      .where('user_id', 'in', users)
      .where('read_at', 'is', null)
      .groupBy('user_id')
      .execute()
    for (const row of rows) counts.set(Number(row.user_id), Number(row.n))
  }
  return counts
}

/** What decides whether a session still stands: expiry, revocation, last use and its tenant's inactivity timeout. */
export interface SessionState {
  token_hash: string
  expires_at: number
  revoked_at: number | null
  created_at: number
  last_active_at: number | null
  idle_minutes: number
  /** What the permission-change mark is computed from (core/auth/sessions.ts markChanged). */
  perm_seen: number
  need_refresh: number
  perm_version: number
}

/** The sessions of these token hashes in the tenant (a hash absent from the answer has no session). */
export async function sessionStates(db: Db, tenantId: number, tokenHashes: readonly string[]): Promise<SessionState[]> {
  const rows: SessionState[] = []
  for (const hashes of chunks(tokenHashes)) {
    rows.push(
      ...(await db
        .selectFrom('session')
        .innerJoin('tenant', 'tenant.id', 'session.tenant_id')
        .innerJoin('app_user', 'app_user.id', 'session.user_id')
        .select([
          'session.token_hash',
          'session.expires_at',
          'session.revoked_at',
          'session.created_at',
          'session.last_active_at',
          'tenant.idle_minutes',
          'session.perm_seen',
          'session.need_refresh',
          'app_user.perm_version',
        ])
        .where('session.tenant_id', '=', tenantId)
        .where('session.token_hash', 'in', hashes)
        .execute()),
    )
  }
  return rows
}
