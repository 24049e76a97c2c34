import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { contract, accessContract } from '@hr-portal/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { authOf, requireSession } from '../../core/auth/guard'
import { CHANNEL_COOKIE } from '../../core/auth/session-cookies'
import { hashToken } from '../../core/auth/token'
import type { GatewayContext } from '../../core/context'
import type { Db } from '../../core/db/types'
import { ok } from '../../core/envelope'
import { GatewayError } from '../../core/errors'
import { serve } from '../../core/http/serve'
import { fromShell } from './audit-origin'

// Signed audit batches. Each shell page opens a channel at its first batch and gets the channel's
// HMAC key once; it keeps the key in memory only (a non-extractable WebCrypto key), never in
// storage and never over the bridge, and signs every batch with it under a rising number.
//
// What it protects: a script that holds only the session token (a sub-app, which gets the token
// over the bridge; a token leaked from a log or a URL; a tool outside the browser) cannot open a
// channel, because that needs the session's channel secret: a cookie of its own set at sign-in
// (core/auth/session-cookies.ts; httpOnly, SameSite=Strict, sent to these routes only), whose value is
// not the token and is kept only as a hash, so the token does not give it. It cannot write audit records
// that pass as the portal's, and a batch it captured cannot be sent again (its number was used). Every
// refusal is itself recorded.
// What it does not protect: a script running in the shell's own page (an XSS in the shell) can
// open a channel or use the page's key, as the shell does; the records the shell drops never reach
// the gateway at all. A session signed in with a token handed over in the URL (§2 /tokenLogin) has
// no channel secret: its first channel is granted on the token alone (trust on first use), later ones are not.

/** Channels kept per session (a page load opens one); the oldest go first. */
export const CHANNELS_PER_SESSION = 50
/** Longer than any session lives (7 days), so a channel never outlives its session's checks. */
const CHANNEL_KEPT_MS = 8 * 24 * 60 * 60 * 1000
export const AUDIT_CHANNEL_REFUSED = accessContract.JOYHR.auditChannelRefused
export const AUDIT_BATCH_REFUSED = accessContract.JOYHR.auditBatchRefused

/** The text a batch's signature covers: channel, number and the records as JSON, one per line. */
export const signedText = (channel: string, seq: number, records: unknown[]): string =>
  `${channel}\n${seq}\n${JSON.stringify(records)}`

const safeEqual = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

const hmacOf = (key: string, text: string) =>
  createHmac('sha256', Buffer.from(key, 'base64url')).update(text).digest('hex')

/**
 * Records a refused channel or batch as an anomaly of the portal, one row per user, problem and
 * minute (a flood of forgeries adds to its count, not to the table).
 */
async function recordRefusal(ctx: GatewayContext, request: FastifyRequest, problem: string): Promise<void> {
  const { session } = authOf(request)
  const now = ctx.now()
  const since = now - (now % 60_000)
  const found = await ctx.db
    .selectFrom('bridge_audit')
    .select(['id', 'count'])
    .where('user_id', '=', session.user_id)
    .where('tenant_id', '=', session.tenant_id)
    .where('app', '=', '(portal)')
    .where('decision', '=', 'anomaly')
    .where('reason', '=', problem)
    .where('received_at', '>=', since)
    .executeTakeFirst()
  if (found)
    await ctx.db
      .updateTable('bridge_audit')
      .set((eb) => ({ count: eb('count', '+', 1) }))
      .where('id', '=', found.id)
      .execute()
  else {
    await ctx.db
      .insertInto('bridge_audit')
      .values({
        id: randomUUID(),
        user_id: session.user_id,
        tenant_id: session.tenant_id,
        app: '(portal)',
        origin: String(request.headers.origin ?? ''),
        method: 'bridgeAudit',
        capability: '',
        decision: 'anomaly',
        reason: problem,
        arg_bytes: 0,
        latency_ms: 0,
        at: now,
        received_at: now,
        count: 1,
      })
      .execute()
  }
}

async function openChannel(
  db: Db,
  session: { tenant_id: number; user_id: number; token_hash: string },
  boundBy: 'cookie' | 'first',
  now: number,
) {
  await db
    .deleteFrom('bridge_audit_channel')
    .where('tenant_id', '=', session.tenant_id)
    .where('created_at', '<', now - CHANNEL_KEPT_MS)
    .execute()
  const mine = db
    .selectFrom('bridge_audit_channel')
    .where('tenant_id', '=', session.tenant_id)
    .where('session_hash', '=', session.token_hash)
  const old = await mine
    .select('id')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .offset(CHANNELS_PER_SESSION - 1)
    .limit(1000)
    .execute()
  if (old.length)
    await db
      .deleteFrom('bridge_audit_channel')
      .where('tenant_id', '=', session.tenant_id)
      .where(
        'id',
        'in',
        old.map((r) => r.id),
      )
      .execute()
  const channel = { id: randomUUID(), key: randomBytes(32).toString('base64url') }
  await db
    .insertInto('bridge_audit_channel')
    .values({
      tenant_id: session.tenant_id,
      id: channel.id,
      session_hash: session.token_hash,
      user_id: session.user_id,
      key: channel.key,
      last_seq: 0,
      bound_by: boundBy,
      created_at: now,
    })
    .execute()
  return channel
}

/** Opens a signed audit channel for the shell page asking (see above for who may). */
export function auditChannelRoute(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, contract.access.audit.channel, { preHandler: requireSession(ctx) }, async (request) => {
    if (!fromShell(request, ctx.config))
      throw new GatewayError(AUDIT_CHANNEL_REFUSED, 'Only the portal opens audit channels', 403)
    const { session } = authOf(request)
    // The parsed cookies of a POST are dropped (core/http/request-origin.ts: a cookie never
    // authenticates a change); here the cookie is a second proof beside the token header, read raw.
    const secret = app.parseCookie(String(request.headers.cookie ?? ''))[CHANNEL_COOKIE]
    const stored = await ctx.db
      .selectFrom('session')
      .select('channel_hash')
      .where('token_hash', '=', session.token_hash)
      .where('tenant_id', '=', session.tenant_id)
      .executeTakeFirst()
    const withCookie = !!secret && !!stored?.channel_hash && safeEqual(hashToken(secret), stored.channel_hash)
    let boundBy: 'cookie' | 'first' = 'cookie'
    if (!withCookie) {
      const any = await ctx.db
        .selectFrom('bridge_audit_channel')
        .select('id')
        .where('tenant_id', '=', session.tenant_id)
        .where('session_hash', '=', session.token_hash)
        .executeTakeFirst()
      if (any) {
        await recordRefusal(ctx, request, 'audit channel asked without the sign-in cookie')
        throw new GatewayError(AUDIT_CHANNEL_REFUSED, 'An audit channel needs the sign-in cookie', 403)
      }
      boundBy = 'first'
    }
    const channel = await openChannel(ctx.db, session, boundBy, ctx.now())
    return ok({ channel: channel.id, key: channel.key })
  })
}

/**
 * Checks a batch's channel (this session's), signature and number (above the last one accepted,
 * taken in one conditional update so that two copies cannot both pass); refuses and records otherwise.
 */
export async function checkSignedBatch(
  ctx: GatewayContext,
  request: FastifyRequest,
  batch: { channel: string; seq: number; sig: string; records: unknown[] },
): Promise<void> {
  const { session } = authOf(request)
  const row = await ctx.db
    .selectFrom('bridge_audit_channel')
    .select(['key', 'last_seq'])
    .where('tenant_id', '=', session.tenant_id)
    .where('id', '=', batch.channel)
    .where('session_hash', '=', session.token_hash)
    .executeTakeFirst()
  const refuse = async (problem: string) => {
    await recordRefusal(ctx, request, problem)
    return new GatewayError(AUDIT_BATCH_REFUSED, `The audit batch was refused: ${problem}`, 403)
  }
  if (!row) throw await refuse('unknown audit channel')
  const expected = Buffer.from(hmacOf(row.key, signedText(batch.channel, batch.seq, batch.records)), 'hex')
  const given = Buffer.from(batch.sig, 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw await refuse('bad audit batch signature')
  const { numUpdatedRows } = await ctx.db
    .updateTable('bridge_audit_channel')
    .set({ last_seq: batch.seq })
    .where('tenant_id', '=', session.tenant_id)
    .where('id', '=', batch.channel)
    .where('last_seq', '<', batch.seq)
    .executeTakeFirst()
  if (numUpdatedRows !== 1n) throw await refuse('replayed audit batch')
}
