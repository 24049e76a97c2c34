// Small statistics over timing samples (milliseconds).

/** The q-quantile (0..1) of `values`, nearest-rank on the sorted samples. */
export function quantile(values, q) {
  if (!values.length) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  return sorted[rank]
}

export const median = (values) => quantile(values, 0.5)
export const round = (value, digits = 2) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : value)

/** { n, median, p95, min, max } of the samples, rounded to 0.01 ms. */
export function summarise(values) {
  return {
    n: values.length,
    median: round(median(values)),
    p95: round(quantile(values, 0.95)),
    min: round(Math.min(...values)),
    max: round(Math.max(...values)),
  }
}
