import type { AuditChannel } from '@hr-portal/api/client/access'
import type { CallRecord } from '@hr-portal/bridge'
import { createHttp, HttpError } from '@hr-portal/bridge/http'
import { onSessionEnd } from '../../lib/session-end'
import { getToken } from '../../lib/storage'
import { createAuditSigner } from './audit-channel'

/** A wrapper of its own: background reporting never raises the session prompts. */
const http = createHttp({ gatewayUrl: '/gateway', getToken })

/** Records per batch (the gateway takes at most 100) and the longest a record waits. */
export const AUDIT_BATCH = 100
export const AUDIT_FLUSH_MS = 2000
/** The gateway refused a batch's channel, signature or number: a new channel is opened. */
const BATCH_REFUSED = 403005

type AuditRecord = CallRecord & { app: string; origin: string; at: number }
let queue: AuditRecord[] = []
let timer: ReturnType<typeof setTimeout> | undefined

const signer = createAuditSigner(async () => {
  const { result } = await http.postJson<Partial<AuditChannel>>(
    '/joyhr/web/bridgeAudit/channel',
    {},
    { unLoading: true },
  )
  if (typeof result?.channel !== 'string' || typeof result.key !== 'string')
    throw new Error('The gateway answered an audit channel in an unknown shape')
  return { channel: result.channel, key: result.key }
})

async function send(records: AuditRecord[]) {
  try {
    await http.postJson('/joyhr/web/bridgeAudit/batch', { ...(await signer.sign(records)) }, { unLoading: true })
  } catch (error) {
    if (error instanceof HttpError && error.serverCode === BATCH_REFUSED) signer.forget()
  }
}

let sending: Promise<void> = Promise.resolve()

/** One flush at a time, so batches reach the gateway in the order of their numbers. */
function flush(): Promise<void> {
  timer = undefined
  sending = sending.then(async () => {
    while (queue.length > 0 && getToken()) {
      const records = queue.slice(0, AUDIT_BATCH)
      queue = queue.slice(AUDIT_BATCH)
      await send(records)
    }
  })
  return sending
}

/** Every bridge call, allowed or denied, goes to the gateway's audit log in signed batches. */
export function recordBridgeCall(record: CallRecord & { app: string; origin: string }) {
  queue.push({ ...record, latencyMs: Math.round(record.latencyMs * 1000) / 1000, at: Date.now() })
  if (queue.length >= AUDIT_BATCH) void flush()
  else timer ??= setTimeout(flush, AUDIT_FLUSH_MS)
}

// The channel belongs to the session: the next one opens its own.
onSessionEnd(() => signer.forget())
window.addEventListener('pagehide', () => void flush())
