import { route } from '../route'
import { anything, integer, list, num, objectBody, oneOf, record, str, text, Type } from '../schema'
import { JOYHR } from './codes'

export const AUDIT_DECISIONS = ['allow', 'deny', 'anomaly'] as const

export const auditRow = record({
  id: str(),
  userId: integer(),
  tenantId: integer(),
  app: str(),
  origin: str(),
  method: str(),
  capability: str(),
  decision: str(),
  reason: str(),
  argBytes: integer(),
  latencyMs: num(),
  at: num(),
  receivedAt: num(),
  count: integer(),
})

/** Bridge audit: the shell's signed batches of records, the channel that signs them, and their list for administrators (1003). */
export const audit = {
  channel: route({
    method: 'POST',
    path: '/joyhr/web/bridgeAudit/channel',
    body: objectBody({}),
    result: record({ channel: str(), key: str() }),
    errors: [JOYHR.auditChannelRefused],
    tenant: { none: "a signing channel of the caller's own session (audit.test.ts)" },
    summary: "Opens a signed audit channel for the shell page (the sign-in cookie, or the session's first channel).",
  }),
  batch: route({
    method: 'POST',
    path: '/joyhr/web/bridgeAudit/batch',
    body: objectBody(
      {
        channel: Type.String({ pattern: '^[0-9a-f-]{36}$' }),
        seq: Type.Integer({ minimum: 1, maximum: 2_000_000_000 }),
        sig: Type.String({ pattern: '^[0-9a-f]{64}$' }),
        records: Type.Array(anything(), { minItems: 1, maxItems: 100 }),
      },
      ['channel', 'seq', 'sig', 'records'],
    ),
    result: record({ stored: integer(), summarised: integer(), anomalies: integer() }),
    errors: [JOYHR.auditChannelOnly, JOYHR.auditBatchRefused],
    tenant: { none: 'stored under the session tenant; read back only by bridgeAudit/list, scoped to it' },
    summary:
      'A signed batch of audit records from the shell; beyond 300 a minute per app they are counted into summary rows.',
  }),
  list: route({
    method: 'POST',
    path: '/joyhr/web/bridgeAudit/list',
    body: objectBody({
      page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
      rows: Type.Integer({ minimum: 1, maximum: 200, default: 10 }),
      app: text(100),
      decision: oneOf(AUDIT_DECISIONS),
    }),
    result: record({ total: integer(), page: integer(), totalPage: integer(), rows: list(auditRow) }),
    errors: [],
    tenant: "the session tenant's records only (tenant-isolation list)",
    summary: 'Audit records, newest first, by app and decision.',
  }),
}
