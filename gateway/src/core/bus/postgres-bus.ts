import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { LocalDelivery, type Bus } from './bus'

/** The one PostgreSQL channel every gateway process listens on. */
export const BUS_CHANNEL = 'hr_portal_bus'
/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; messages are signals, far smaller. */
const MAX_PAYLOAD = 7_900
const RETRY_MS = { first: 250, max: 10_000 }

interface Wire {
  o: string
  t: string
  m: string
}

export interface PostgresBusOptions {
  databaseUrl: string
  /** Runs `select pg_notify(channel, payload)` on the gateway's pool. */
  notify(channel: string, payload: string): Promise<void>
  warn?: (message: string) => void
}

/**
 * A bus over PostgreSQL's LISTEN/NOTIFY: one connection per process listens; messages are sent through
 * the gateway's pool, so a busy or lost listener never holds a publisher up. A process hears its own
 * messages at once (not again from the server). When the listening connection is lost it is opened again
 * (backing off to 10 s) and, once back, every resync listener is called: what others sent meanwhile is lost.
 */
export async function postgresBus(options: PostgresBusOptions): Promise<Bus> {
  const warn = options.warn ?? ((message: string) => process.emitWarning(message))
  const local = new LocalDelivery((error) =>
    warn(`bus listener failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
  )
  const origin = randomUUID()
  let client: pg.Client | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined
  let delay = RETRY_MS.first

  const onNotification = (note: pg.Notification) => {
    if (note.channel !== BUS_CHANNEL || !note.payload) return
    let wire: Wire
    try {
      wire = JSON.parse(note.payload) as Wire
    } catch {
      return
    }
    if (typeof wire?.t !== 'string' || wire.o === origin) return
    local.deliver(wire.t, typeof wire.m === 'string' ? wire.m : '')
  }

  const lost = (error?: Error) => {
    if (closed || !client) return
    warn(`bus: PostgreSQL listener lost${error ? `: ${error.message}` : ''}; reconnecting`)
    const old = client
    client = undefined
    old.removeAllListeners('notification')
    old.on('error', () => {})
    void old.end().catch(() => {})
    schedule()
  }

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.databaseUrl })
    next.on('error', (error) => lost(error))
    next.on('end', () => lost())
    next.on('notification', onNotification)
    try {
      await next.connect()
      await next.query(`listen ${BUS_CHANNEL}`)
    } catch (error) {
      next.removeAllListeners()
      next.on('error', () => {})
      void next.end().catch(() => {})
      throw error
    }
    if (closed) {
      await next.end().catch(() => {})
      return
    }
    client = next
    delay = RETRY_MS.first
  }

  const schedule = () => {
    if (closed || retry) return
    retry = setTimeout(async () => {
      retry = undefined
      try {
        await connect()
        local.resync()
      } catch (error) {
        warn(`bus: could not listen again: ${(error as Error).message}`)
        delay = Math.min(delay * 2, RETRY_MS.max)
        schedule()
      }
    }, delay)
    retry.unref()
  }

  await connect()
  return {
    async publish(topic, message = '') {
      local.deliver(topic, message)
      const payload = JSON.stringify({ o: origin, t: topic, m: message } satisfies Wire)
      if (Buffer.byteLength(payload) > MAX_PAYLOAD) {
        warn(`bus: message on ${topic} too long for NOTIFY (${payload.length} characters); other processes resync`)
        return
      }
      try {
        await options.notify(BUS_CHANNEL, payload)
      } catch (error) {
        warn(`bus: could not tell other processes of ${topic}: ${(error as Error).message}`)
      }
    },
    subscribe: (topic, listener) => local.subscribe(topic, listener),
    onResync: (listener) => local.onResync(listener),
    async close() {
      closed = true
      if (retry) clearTimeout(retry)
      const last = client
      client = undefined
      if (last) {
        last.removeAllListeners()
        last.on('error', () => {})
        await last.end().catch(() => {})
      }
    },
    get listeners() {
      return local.size
    },
  }
}
