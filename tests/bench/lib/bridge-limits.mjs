// The bridge's limits as bridge/src declares them, and checks that a burst met them: every app → shell
// method has a token bucket per app (contract/method.ts, 200/s and a burst of 400 unless the method
// says less; a call over it is refused at once with `rate_limited`), and every frame a message budget
// (message-budget.ts FRAME_BUDGET; a message over it is dropped unread, so its call ends with the
// caller's `timeout`). No app → shell method is without a rate limit: method() always sets one.
import { join } from 'node:path'
import { importTs } from './ts.mjs'

/** The methods the benchmark rotates over (tests/bench/bridge-page.mjs). */
export const BENCH_METHODS = ['perm.has', 'perm.list', 'env.get', 'session.getUser', 'session.getToken']

/**
 * The declared limits: `method` (perm.has's rate), `frame` (the frame budget) and `inFlight`, the calls
 * the benchmark sends at once for throughput: 90 % of the least of the frame's burst and the five buckets'.
 */
export async function bridgeLimits(root) {
  const { module: contract } = await importTs(join(root, 'bridge/src/contract/index.ts'), { root })
  const { module: budget } = await importTs(join(root, 'bridge/src/message-budget.ts'), { root })
  const rates = BENCH_METHODS.map((name) => contract.appToShell[name].rate)
  const frame = { burst: budget.FRAME_BUDGET.burst, perSecond: budget.FRAME_BUDGET.perSecond }
  const inFlight = Math.floor(
    0.9 * Math.min(frame.burst, BENCH_METHODS.length * Math.min(...rates.map((rate) => rate.burst))),
  )
  return { method: contract.appToShell['perm.has'].rate, frame, inFlight }
}

/** Most calls a bucket of `limit` can let through in `ms`: its burst and what refilled meanwhile. */
const ceiling = (limit, ms) => limit.burst + Math.ceil((limit.perSecond * ms) / 1000) + 1

/**
 * A burst of one method against its rate: at least its burst answered, no more than the burst and the
 * refill until the last answer, and every other call refused with `rate_limited`.
 */
export function checkMethodLimit(burst, limit) {
  const limited = burst.refused.rate_limited ?? 0
  const otherwise = burst.calls - burst.answered - limited
  const pass = burst.answered >= limit.burst && burst.answered <= ceiling(limit, burst.lastAnswerMs) && otherwise === 0
  return { ...burst, otherwise, pass }
}

/**
 * A burst past the frame budget (within each method's bucket): at least 90 % of the budget's burst
 * answered (the frame's other messages share it), no more than the burst and the refill until the
 * last answer, some dropped, and every call not answered ended by the caller's `timeout`.
 */
export function checkFrameLimit(burst, limit) {
  const dropped = burst.refused.timeout ?? 0
  const otherwise = burst.calls - burst.answered - dropped
  const pass =
    burst.answered >= 0.9 * limit.burst &&
    burst.answered <= ceiling(limit, burst.lastAnswerMs) &&
    dropped > 0 &&
    otherwise === 0
  return { ...burst, otherwise, pass }
}
