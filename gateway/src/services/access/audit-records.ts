// Audit records arrive from the shell in batches; each one is checked on its own, so one bad
// record never takes the denied calls beside it down with it.

export interface AuditRecord {
  app: string
  origin: string
  method: string
  capability: string
  decision: 'allow' | 'deny'
  reason: string
  argBytes: number
  latencyMs: number
  at: number
  count: number
}

/** A record that failed its check: kept as an anomaly, with what could be read of it. */
export interface Anomaly {
  app: string
  method: string
  problem: string
  at: number
}

const isText = (v: unknown, max: number, min = 0): v is string =>
  typeof v === 'string' && v.length >= min && v.length <= max
const isCount = (v: unknown, max: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= max
const printable = (v: unknown, max: number) =>
  (typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v))).slice(0, max)

/** The record, or the anomaly that stands for it. */
export function checkRecord(raw: unknown, now: number): AuditRecord | Anomaly {
  const r = (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>
  const at =
    Number.isInteger(r.at) && (r.at as number) > 0 && (r.at as number) <= 8_640_000_000_000 ? (r.at as number) : now
  const anomaly = (problem: string): Anomaly => ({
    app: printable(r.app ?? '', 100) || '(unknown)',
    method: printable(r.method ?? '', 100),
    problem,
    at,
  })
  if (!isText(r.app, 100, 1)) return anomaly('app must be 1 to 100 characters')
  if (!isText(r.method, 100, 1)) return anomaly('method must be 1 to 100 characters')
  if (r.decision !== 'allow' && r.decision !== 'deny') return anomaly('decision must be allow or deny')
  if (r.origin !== undefined && !isText(r.origin, 200)) return anomaly('origin must be at most 200 characters')
  if (r.capability !== undefined && r.capability !== null && !isText(r.capability, 100))
    return anomaly('capability must be at most 100 characters')
  if (r.reason !== undefined && !isText(r.reason, 500)) return anomaly('reason must be at most 500 characters')
  if (r.argBytes !== undefined && !(Number.isInteger(r.argBytes) && isCount(r.argBytes, 1_000_000_000)))
    return anomaly(`argBytes must be a whole number from 0, got ${printable(r.argBytes, 20)}`)
  if (r.latencyMs !== undefined && !isCount(r.latencyMs, 86_400_000)) return anomaly('latencyMs must be 0 to 86400000')
  if (
    r.count !== undefined &&
    !(Number.isInteger(r.count) && isCount(r.count, 1_000_000_000) && (r.count as number) >= 1)
  )
    return anomaly('count must be a whole number from 1')
  if (!Number.isInteger(r.at)) return anomaly('at must be epoch milliseconds')
  return {
    app: r.app,
    method: r.method,
    decision: r.decision,
    at,
    origin: (r.origin as string | undefined) ?? '',
    capability: (r.capability as string | null | undefined) ?? '',
    reason: (r.reason as string | undefined) ?? '',
    argBytes: (r.argBytes as number | undefined) ?? 0,
    latencyMs: Math.round((r.latencyMs as number | undefined) ?? 0),
    count: (r.count as number | undefined) ?? 1,
  }
}
