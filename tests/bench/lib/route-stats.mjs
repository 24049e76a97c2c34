// Latencies and errors per route of a load test: an HdrHistogram per route (microseconds, 3 significant
// digits) for the percentiles, and error counts by reason.
import * as hdr from 'hdr-histogram-js'

const newHistogram = () =>
  hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 600_000_000, numberOfSignificantValueDigits: 3 })
const ms = (us) => Math.round(us / 100) / 10

export function createRouteStats() {
  const routes = new Map()
  const routeOf = (name) => {
    if (!routes.has(name)) routes.set(name, { histogram: newHistogram(), errors: new Map(), samples: new Map() })
    return routes.get(name)
  }
  return {
    /** One answered request of `route` that took `elapsedMs`. */
    ok(route, elapsedMs) {
      routeOf(route).histogram.recordValue(Math.max(1, Math.round(elapsedMs * 1000)))
    },
    /** One failed request of `route`: `reason` groups the count ('http 502', 'code 410005', 'timeout' …); `sample` keeps the first message. */
    error(route, reason, sample = '') {
      const entry = routeOf(route)
      entry.errors.set(reason, (entry.errors.get(reason) ?? 0) + 1)
      if (!entry.samples.has(reason)) entry.samples.set(reason, String(sample).slice(0, 300))
    },
    /** Per route: count of answered requests, p50 / p95 / p99 / max in ms, errors by reason with a sample each. */
    summary() {
      return Object.fromEntries(
        [...routes].map(([name, { histogram, errors, samples }]) => [
          name,
          {
            count: histogram.totalCount,
            p50: ms(histogram.getValueAtPercentile(50)),
            p95: ms(histogram.getValueAtPercentile(95)),
            p99: ms(histogram.getValueAtPercentile(99)),
            max: ms(histogram.maxValue),
            errors: [...errors.values()].reduce((a, b) => a + b, 0),
            byReason: Object.fromEntries(
              [...errors].map(([reason, n]) => [reason, { n, sample: samples.get(reason) }]),
            ),
          },
        ]),
      )
    },
  }
}
