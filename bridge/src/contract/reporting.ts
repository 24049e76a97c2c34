// What an app reports about itself: load and interaction timings, behaviour-tracking events.
import * as v from 'valibot'

export const Metric = v.object({
  name: v.picklist(['load', 'fcp', 'lcp', 'inp', 'cls']),
  value: v.pipe(v.number(), v.minValue(0), v.maxValue(600_000)),
})
export const Metrics = v.pipe(v.array(Metric), v.minLength(1), v.maxLength(20))
export const TrackName = v.pipe(
  v.string(),
  v.regex(/^[\w .:-]{1,100}$/, 'must be 1–100 letters, digits, spaces or . : - _'),
)
export const TrackProps = v.pipe(
  v.record(
    v.pipe(v.string(), v.regex(/^[A-Za-z][\w.-]{0,39}$/)),
    v.union([v.pipe(v.string(), v.maxLength(200)), v.number(), v.boolean()]),
  ),
  v.check((r) => Object.keys(r).length <= 10, 'at most 10 props'),
)
