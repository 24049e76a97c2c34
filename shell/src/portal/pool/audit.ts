import type { CallRecord } from '@hr-portal/bridge'
import { createHttp } from '@hr-portal/bridge/http'
import { getToken } from '../../lib/storage'

/** A wrapper of its own: background reporting never raises the session prompts. */
const http = createHttp({ gatewayUrl: '/gateway', getToken })

/** Records per batch (the gateway takes at most 100) and the longest a record waits. */
export const AUDIT_BATCH = 100
export const AUDIT_FLUSH_MS = 2000

type AuditRecord = CallRecord & { app: string; origin: string; at: number }
let queue: AuditRecord[] = []
let timer: ReturnType<typeof setTimeout> | undefined

async function flush() {
  timer = undefined
  while (queue.length > 0 && getToken()) {
    const records = queue.slice(0, AUDIT_BATCH)
    queue = queue.slice(AUDIT_BATCH)
    await http.postJson('/joyhr/web/bridgeAudit/batch', { records }, { unLoading: true }).catch(() => {})
  }
}

/** Every bridge call, allowed or denied, goes to the gateway's audit log in batches. */
export function recordBridgeCall(record: CallRecord & { app: string; origin: string }) {
  queue.push({ ...record, latencyMs: Math.round(record.latencyMs * 1000) / 1000, at: Date.now() })
  if (queue.length >= AUDIT_BATCH) void flush()
  else timer ??= setTimeout(flush, AUDIT_FLUSH_MS)
}

window.addEventListener('pagehide', () => void flush())
