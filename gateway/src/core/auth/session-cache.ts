import { CHANGED_TOPIC, busOf, isAttached } from '../bus/bus'
import { changeWatchOf, externalChangeCount } from '../db/database'
import type { Db } from '../db/types'
import type { OpenSessionUser } from './sessions'

/** Sessions a process holds at most (the oldest goes first). */
export const MAX_SESSIONS = 50_000
/** The tables a cached session is read from. */
const TABLES = new Set(['session', 'app_user', 'tenant'])

/**
 * The open sessions this process has read, with their users and tenants' timeouts, by token hash: a signed-in
 * request finds its session here instead of in the database. An entry goes when its row may have changed:
 * - any write this process makes to `session`, `app_user` or `tenant` drops every entry (the gateway's own
 *   record of a session's last use excepted: it updates the held entry), before the request that wrote answers;
 * - on PostgreSQL, a trigger on those tables names each changed row over the bus when its transaction commits,
 *   whichever process or tool wrote it, and that row's entries go in every process;
 * - on SQLite, a write by another connection drops everything; after a lost bus link, too.
 * Expiry is checked on every use; whether a held session has gone idle is confirmed from the database first.
 */
export class SessionCache {
  private readonly entries = new Map<string, OpenSessionUser>()
  private generation = 0
  private seenExternal = 0

  constructor(private readonly externalChanges: () => number = () => 0) {}

  get(tokenHash: string): OpenSessionUser | undefined {
    const external = this.externalChanges()
    if (external !== this.seenExternal) {
      this.seenExternal = external
      this.dropAll()
    }
    return this.entries.get(tokenHash)
  }

  /** The generation to hand back to `set`: an entry read before a drop is not kept. */
  get current(): number {
    return this.generation
  }

  set(tokenHash: string, open: OpenSessionUser, readAt: number): void {
    if (readAt !== this.generation) return
    if (this.entries.size >= MAX_SESSIONS) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(tokenHash, open)
  }

  drop(tokenHash: string): void {
    this.generation += 1
    this.entries.delete(tokenHash)
  }

  dropWhere(test: (open: OpenSessionUser) => boolean): void {
    this.generation += 1
    for (const [hash, open] of this.entries) if (test(open)) this.entries.delete(hash)
  }

  dropAll(): void {
    this.generation += 1
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }

  /** Applies a changed-row message (`table:key`). */
  changed(message: string): void {
    const at = message.indexOf(':')
    const table = message.slice(0, at)
    const key = message.slice(at + 1)
    if (table === 'session') this.drop(key)
    else if (table === 'app_user') this.dropWhere((open) => String(open.user.id) === key)
    else if (table === 'tenant') this.dropWhere((open) => String(open.session.tenant_id) === key)
  }
}

const caches = new WeakMap<Db, SessionCache>()

/**
 * The session cache of the gateway that opened `db`; undefined when no gateway bus is attached to this handle (a
 * unit test's database, a transaction's handle): then every lookup reads the database.
 */
export function sessionCacheOf(db: Db): SessionCache | undefined {
  const found = caches.get(db)
  if (found) return found
  const watch = changeWatchOf(db)
  if (!watch || !isAttached(db)) return undefined
  const held = new SessionCache(() => externalChangeCount(db))
  const bus = busOf(db)
  bus.subscribe(CHANGED_TOPIC, (message) => held.changed(message))
  bus.onResync(() => held.dropAll())
  watch.onWrite((write) => {
    if (!TABLES.has(write.table) || write.kind === 'insert') return
    if (
      write.table === 'session' &&
      write.columns.length > 0 &&
      write.columns.every((column) => column === 'last_active_at')
    )
      return
    held.dropAll()
  })
  caches.set(db, held)
  return held
}
