import { randomUUID } from 'node:crypto'
import type { GatewayContext } from '../../core/context'
import { writeAuditRecord } from '../access'

/**
 * Who called: the app, the tenant, the user behind the token (by account, and as the app knows them); or, with a
 * background token, the app itself (`asApp`, user 0 and no pseudonym).
 */
export interface Caller {
  tenantId: number
  appCode: string
  userId: number
  pseudonym: string
  asApp?: boolean
}

/** The caller of a background token: the installation's app, no user. */
export const appCaller = (tenantId: number, appCode: string): Caller => ({
  tenantId,
  appCode,
  userId: 0,
  pseudonym: '',
  asApp: true,
})

/**
 * Writes one vendor backend call to the bridge audit the tenant's administrators read (joyhr bridgeAudit/list):
 * app, method `api.<route>`, the scope it needs, allow or deny, and in `reason` the app's id of the user (or `as app`
 * for a background token) with the counts answered (or why it was refused).
 */
export async function auditCall(
  ctx: GatewayContext,
  caller: Caller,
  call: {
    /** The calling backend's address and the size of its request body. */
    ip: string
    bodyBytes: number
    method: string
    scope: string
    decision: 'allow' | 'deny'
    detail: string
    started: number
  },
): Promise<void> {
  const at = ctx.now()
  await writeAuditRecord(ctx.db, {
    id: randomUUID(),
    user_id: caller.userId,
    tenant_id: caller.tenantId,
    app: caller.appCode,
    origin: `backend ${call.ip}`.slice(0, 200),
    method: call.method,
    capability: call.scope,
    decision: call.decision,
    reason: `${caller.asApp ? 'as app' : `user ${caller.pseudonym}`}; ${call.detail}`.slice(0, 500),
    arg_bytes: call.bodyBytes,
    latency_ms: Math.max(0, Date.now() - call.started),
    at,
    received_at: at,
  })
}
