import { createHttp } from '@hr-portal/bridge/http'
import { getToken } from '../../lib/storage'

/** A wrapper of its own: background reporting never raises the session prompts. */
const http = createHttp({ gatewayUrl: '/gateway', getToken })

type PerfRecord = { app: string; name: string; value: number; at: number }
let queue: PerfRecord[] = []
let timer: ReturnType<typeof setTimeout> | undefined

/** How long figures wait to go out together, and the most one batch carries. */
export const PERF_FLUSH_MS = 5000
const BATCH = 100

async function flush() {
  timer = undefined
  while (queue.length > 0 && getToken()) {
    const records = queue.slice(0, BATCH)
    queue = queue.slice(BATCH)
    await http.postJson('/report/web/appPerf/batch', { records }, { unLoading: true }).catch(() => {})
  }
}

/** An app's web vitals (`perf.report`) go to the gateway in batches, with the app's name and the time. */
export function recordPerf(app: string, metrics: Array<{ name: string; value: number }>) {
  const at = Date.now()
  queue.push(...metrics.map((m) => ({ app, name: m.name, value: m.value, at })))
  if (queue.length >= BATCH) void flush()
  else timer ??= setTimeout(flush, PERF_FLUSH_MS)
}

window.addEventListener('pagehide', () => void flush())
