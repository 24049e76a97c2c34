import type { GatewayContext } from '../../core/context'
import { spendAddressShare } from '../../core/db/address-budget'
import { spendBudget } from '../../core/db/counters'
import type { Db } from '../../core/db/types'
import { GatewayError, codes } from '../../core/errors'
import { say, type Lang } from './texts'

// The deployment's budget of work done for callers without a session (drawing captchas, sending codes, QR tickets,
// registrations, starts of single sign-on and messaging sign-in), on top of each route's own limits. Each address
// has a share of it, and each /24 or /64 network a larger one, so that one caller flooding it is answered "busy"
// while everyone else is served; the deployment's ceiling stays as the last resort against many addresses together
// running up the bill (SMS, mail, CPU). Counted in attempt_counter, so every process counts alike; a process that
// found the whole budget spent answers without the database until that minute ends.

const KEY = 'public:work'
const MINUTE = 60_000
/** An address's share of the deployment's minute, and its /24 or /64 network's. */
export const ADDRESS_SHARE = 1 / 10
export const NETWORK_SHARE = 1 / 4
/** The least share: a captcha and the code it lets send. */
const LEAST_SHARE = 2

/** Per database (tests run several gateways in one process): when the spent budget's minute ends. */
const spentUntil = new WeakMap<Db, number>()

/** The units of a minute one address, and one network, may spend of a deployment budget of `perMinute`. */
export const publicWorkShares = (perMinute: number) => ({
  perAddress: Math.max(LEAST_SHARE, Math.ceil(perMinute * ADDRESS_SHARE)),
  perGroup: Math.max(LEAST_SHARE, Math.ceil(perMinute * NETWORK_SHARE)),
  windowMs: MINUTE,
})

/**
 * Spends one unit of the budget for the caller at `ip`: its address's share, its network's, then the deployment's
 * (config publicWorkPerMinute units a minute); throws 400115 'The service is busy, please try again shortly' when
 * any of them is spent this minute.
 */
export async function spendPublicWork(ctx: GatewayContext, ip: string, lang: Lang): Promise<void> {
  const { db } = ctx
  const now = ctx.now()
  const until = spentUntil.get(db) ?? 0
  if (now < until && now >= until - MINUTE) throw busy(lang)
  const share = await spendAddressShare(db, KEY, ip, publicWorkShares(ctx.config.publicWorkPerMinute), now)
  if (!share.ok) throw busy(lang)
  const all = await spendBudget(db, 'attempt_counter', KEY, ctx.config.publicWorkPerMinute, MINUTE, now)
  if (!all.ok) {
    spentUntil.set(db, now + all.waitMs)
    throw busy(lang)
  }
}

const busy = (lang: Lang) => new GatewayError(codes.busy, say(lang, 'busy'))
