import { randomUUID } from 'node:crypto'
import type { Db, SessionTable } from '../../../core/db/types'
import { TRACKING_VERSION, type TrackingEvent } from './event-schema'
import { hashMatches } from './signature'
import { refuse, trackingCodes } from './tracking-codes'
import { keyIdUsable, sessionKey } from './tracking-key'

/** How far an event's date may be from the gateway's clock, either way. */
export const MAX_CLOCK_SKEW_MS = 300_000
/** Events one user may post per minute in a tenant; past it batches are refused (401306). */
export const TRACKING_EVENTS_PER_MINUTE = 300
/** An event's props, as JSON, at most this long. */
export const MAX_PROPS_CHARS = 1024

interface BatchInput {
  db: Db
  secret: Buffer
  session: Pick<SessionTable, 'tenant_id' | 'user_id' | 'token_hash'>
  keyId: number
  events: TrackingEvent[]
  now: number
  language: string
}

/**
 * Verifies a batch and stores it whole, or refuses it whole with the first problem: an expired
 * key, a wrong version, a stale date, a bad signature, a nonce used before (or twice in the
 * batch), or the per-minute cap. Answers how many events were stored.
 */
export async function storeBatch(input: BatchInput): Promise<number> {
  const { db, session, events, now, language } = input
  if (!keyIdUsable(input.keyId, now)) {
    throw refuse(
      trackingCodes.keyExpired,
      null,
      'The tracking key has expired, fetch a new one',
      '埋点密钥已过期，请重新获取',
      language,
    )
  }
  const key = sessionKey(input.secret, session, input.keyId)
  const nonces = new Set<string>()
  events.forEach((e, i) => {
    if (e.version !== TRACKING_VERSION) {
      throw refuse(
        trackingCodes.badVersion,
        i,
        `version must be ${TRACKING_VERSION}`,
        `版本号必须为 ${TRACKING_VERSION}`,
        language,
      )
    }
    if (Math.abs(e.date - now) > MAX_CLOCK_SKEW_MS) {
      throw refuse(
        trackingCodes.staleDate,
        i,
        'the date is more than 5 minutes away from the server clock',
        '事件时间与服务器时间相差超过 5 分钟',
        language,
      )
    }
    if (!hashMatches(e.hash, e.appCode, e.date, e.nonce, key)) {
      throw refuse(trackingCodes.badSignature, i, 'the signature does not match', '签名校验失败', language)
    }
    if (JSON.stringify(e.props ?? {}).length > MAX_PROPS_CHARS) {
      throw refuse(trackingCodes.badProps, i, 'props must be at most 1 KB of JSON', '附加属性不能超过 1 KB', language)
    }
    if (nonces.has(e.nonce))
      throw refuse(trackingCodes.replayed, i, 'this nonce has been used already', '该随机数已被使用', language)
    nonces.add(e.nonce)
  })
  return insertOnce(db, session, events, now, language)
}

/** A unique-index violation: another batch with the same nonce won the race. */
const isUniqueViolation = (error: unknown) =>
  /unique|23505/i.test(`${(error as { code?: string })?.code ?? ''} ${(error as Error)?.message ?? ''}`)

async function insertOnce(
  db: Db,
  session: BatchInput['session'],
  events: TrackingEvent[],
  now: number,
  language: string,
): Promise<number> {
  const nonces = events.map((e) => e.nonce)
  return db
    .transaction()
    .execute(async (trx) => {
      const tenant = session.tenant_id
      const used = await trx
        .selectFrom('tracking_event')
        .select('nonce')
        .where('tenant_id', '=', tenant)
        .where('user_id', '=', session.user_id)
        .where('nonce', 'in', nonces)
        .execute()
      if (used.length) {
        const index = events.findIndex((e) => e.nonce === used[0].nonce)
        throw refuse(trackingCodes.replayed, index, 'this nonce has been used already', '该随机数已被使用', language)
      }
      const { count } = await trx
        .selectFrom('tracking_event')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('tenant_id', '=', tenant)
        .where('user_id', '=', session.user_id)
        .where('received_at', '>=', now - (now % 60_000))
        .executeTakeFirstOrThrow()
      if (Number(count) + events.length > TRACKING_EVENTS_PER_MINUTE) {
        throw refuse(
          trackingCodes.tooMany,
          null,
          'Too many tracking events, please try again in a minute',
          '埋点事件过多，请一分钟后再试',
          language,
        )
      }
      await trx
        .insertInto('tracking_event')
        .values(
          events.map((e) => ({
            tenant_id: tenant,
            id: randomUUID(),
            user_id: session.user_id,
            app_code: e.appCode,
            app: e.app,
            type: e.type,
            page: e.page,
            name: e.name,
            props: JSON.stringify(e.props ?? {}),
            version: e.version,
            nonce: e.nonce,
            at: e.date,
            received_at: now,
          })),
        )
        .execute()
      return events.length
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw refuse(trackingCodes.replayed, null, 'This nonce has been used already', '该随机数已被使用', language)
      throw error
    })
}
