import { onSessionsEnded, type EndedScope } from '../../../../core/auth/session-ends'
import { CHANGED_TOPIC } from '../../../../core/bus'
import { changeWatchOf } from '../../../../core/db/database'
import type { Write } from '../../../../core/db/change-watch'
import type { GatewayContext } from '../../../../core/context'
import { noticeSignalOf, noticeTopic } from '../notice-events'
import { deliver, hasWork, noWork, type Work } from './fan-out'
import type { LiveStream } from './live-stream'
import { checkSessions } from './session-watch'

/** A tenant's streams in this process, by user, and what they wait for. */
interface Tenant {
  byUser: Map<number, Set<LiveStream>>
  work: Work
  running: boolean
  stop: () => void
}

/**
 * Whether a write of the gateway may raise a session's permission-change mark (core/auth/sessions.ts markChanged): a
 * role change, a brand's refresh. (The portal clearing its own mark reloads and opens a new stream.)
 */
const raisesMark = (write: Write): boolean =>
  (write.table === 'app_user' && write.columns.includes('perm_version')) ||
  (write.table === 'session' && write.columns.includes('need_refresh'))

/** setTimeout's longest wait. */
const MAX_WAIT_MS = 2 ** 31 - 1

/**
 * The open notice streams of one gateway process. Idle, it does nothing: no timer per stream, no polling.
 * It wakes on the bus: a tenant's notice message (from this process or another) makes it read the new
 * receipts of all that tenant's streams in a few queries and write each stream its events; a sessions-ended
 * message makes it re-read those streams' sessions (one query) and end the streams whose session is over;
 * a changed user or session row (a role change, a brand's refresh) makes it re-read those sessions and send
 * each stream whose permission-change mark changed a `mark` event.
 * One timer, set to the earliest moment a held session could expire or go idle, re-reads those sessions
 * then. After a lost bus link (resync) every stream re-checks its session and catches up. When the last
 * stream closes, the hub unsubscribes and clears its timer.
 */
export class NoticeHub {
  private readonly tenants = new Map<number, Tenant>()
  private readonly toCheck = new Set<LiveStream>()
  private readonly byToken = new Map<string, Set<LiveStream>>()
  private checking = false
  private count = 0
  private stops: Array<() => void> = []
  private timer: NodeJS.Timeout | undefined

  constructor(
    private readonly ctx: GatewayContext,
    private readonly fail: (error: unknown) => void,
  ) {}

  /** How many streams it holds. */
  get size(): number {
    return this.count
  }

  /** Whether its deadline timer is set (never once it holds no stream). */
  get timed(): boolean {
    return this.timer !== undefined
  }

  /** Holds `stream`: its session is read (for its deadline) and it catches up from its cursor. */
  add(stream: LiveStream): void {
    if (this.count++ === 0) this.start()
    const tenant = this.tenants.get(stream.tenantId) ?? this.open(stream.tenantId)
    const users = tenant.byUser.get(stream.userId) ?? new Set()
    users.add(stream)
    tenant.byUser.set(stream.userId, users)
    const same = this.byToken.get(stream.tokenHash) ?? new Set()
    same.add(stream)
    this.byToken.set(stream.tokenHash, same)
    tenant.work.catchUp.add(stream)
    this.run(stream.tenantId)
    this.check([stream])
  }

  /** Lets go of `stream` (its response closed); the last one stops the hub's listeners and timer. */
  remove(stream: LiveStream): void {
    const tenant = this.tenants.get(stream.tenantId)
    const users = tenant?.byUser.get(stream.userId)
    if (!tenant || !users?.delete(stream)) return
    if (users.size === 0) tenant.byUser.delete(stream.userId)
    const same = this.byToken.get(stream.tokenHash)
    same?.delete(stream)
    if (same?.size === 0) this.byToken.delete(stream.tokenHash)
    tenant.work.catchUp.delete(stream)
    this.toCheck.delete(stream)
    if (tenant.byUser.size === 0) {
      tenant.stop()
      this.tenants.delete(stream.tenantId)
    }
    if (--this.count === 0) this.stop()
  }

  /** Ends every stream (the gateway is closing). */
  endAll(): void {
    for (const stream of this.streams()) stream.end()
  }

  /** Re-reads the sessions whose deadline has passed, by the gateway's clock; what the deadline timer does. */
  checkDue(): void {
    const now = this.ctx.now()
    const due = [...this.streams()].filter((stream) => stream.deadline <= now)
    // Until read again their deadline is unknown: the check sets it (or ends the stream).
    for (const stream of due) stream.deadline = Infinity
    this.check(due)
    this.arm()
  }

  private *streams(): Generator<LiveStream> {
    for (const tenant of this.tenants.values()) for (const users of tenant.byUser.values()) yield* users
  }

  private start(): void {
    this.stops = [
      onSessionsEnded(this.ctx.bus, (scope) => this.sessionsEnded(scope)),
      this.ctx.bus.onResync(() => this.resync()),
      // Rows changed in any process (PostgreSQL, on commit) and writes of this one (SQLite; the read waits for the commit).
      this.ctx.bus.subscribe(CHANGED_TOPIC, (message) => this.rowChanged(message)),
      changeWatchOf(this.ctx.db)?.onWrite((write) => {
        if (raisesMark(write)) this.check(this.streams())
      }) ?? (() => {}),
    ]
  }

  private stop(): void {
    for (const stop of this.stops) stop()
    this.stops = []
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
  }

  private open(tenantId: number): Tenant {
    const tenant: Tenant = {
      byUser: new Map(),
      work: noWork(),
      running: false,
      stop: this.ctx.bus.subscribe(noticeTopic(tenantId), (message) => this.noticed(tenant, tenantId, message)),
    }
    this.tenants.set(tenantId, tenant)
    return tenant
  }

  private noticed(tenant: Tenant, tenantId: number, message: string): void {
    const signal = noticeSignalOf(message)
    if (!signal) {
      for (const users of tenant.byUser.values()) for (const stream of users) tenant.work.catchUp.add(stream)
    } else {
      tenant.work.noticeIds.add(signal.noticeId)
      if (!signal.userIds) tenant.work.users = null
      else if (tenant.work.users) for (const id of signal.userIds) tenant.work.users.add(id)
    }
    this.run(tenantId)
  }

  private sessionsEnded(scope: EndedScope): void {
    const users = new Set(scope.userIds)
    const tenants = new Set(scope.tenantIds)
    const affected: LiveStream[] = []
    for (const [tenantId, tenant] of this.tenants) {
      if (tenants.has(tenantId)) for (const list of tenant.byUser.values()) affected.push(...list)
      else for (const id of users) affected.push(...(tenant.byUser.get(id) ?? []))
    }
    this.check(affected)
  }

  /** A changed-row message (`table:key`): the streams of that user or session read their session again. */
  private rowChanged(message: string): void {
    const at = message.indexOf(':')
    const table = message.slice(0, at)
    const key = message.slice(at + 1)
    if ((table === 'session' || table === 'app_user') && key === '*') this.check(this.streams())
    else if (table === 'session') this.check(this.byToken.get(key) ?? [])
    else if (table === 'app_user') {
      const id = Number(key)
      for (const tenant of this.tenants.values()) this.check(tenant.byUser.get(id) ?? [])
    }
  }

  private resync(): void {
    for (const [tenantId, tenant] of this.tenants) {
      for (const users of tenant.byUser.values()) for (const stream of users) tenant.work.catchUp.add(stream)
      this.run(tenantId)
    }
    this.check(this.streams())
  }

  /** Delivers a tenant's waiting work, one pass at a time; work that arrives meanwhile waits for the next pass. */
  private run(tenantId: number): void {
    const tenant = this.tenants.get(tenantId)
    if (!tenant || tenant.running || !hasWork(tenant.work)) return
    tenant.running = true
    void (async () => {
      while (hasWork(tenant.work) && this.tenants.get(tenantId) === tenant) {
        const work = tenant.work
        tenant.work = noWork()
        try {
          await deliver(this.ctx.db, tenantId, tenant.byUser, work, this.ctx.now())
        } catch (error) {
          // The streams may have missed notices: they end, and their clients reconnect and catch up.
          this.fail(error)
          for (const stream of work.noticeIds.size > 0
            ? [...tenant.byUser.values()].flatMap((s) => [...s])
            : work.catchUp)
            stream.end()
        }
      }
      tenant.running = false
    })()
  }

  /** Re-reads the sessions of `streams`, batched with any check already waiting. */
  private check(streams: Iterable<LiveStream>): void {
    for (const stream of streams) this.toCheck.add(stream)
    if (this.checking || this.toCheck.size === 0) return
    this.checking = true
    void (async () => {
      while (this.toCheck.size > 0) {
        const batch = [...this.toCheck]
        this.toCheck.clear()
        try {
          await checkSessions(this.ctx.db, this.ctx.now(), batch)
        } catch (error) {
          this.fail(error)
          for (const stream of batch) stream.end()
        }
      }
      this.checking = false
      this.arm()
    })()
  }

  /** Sets the one timer to the earliest deadline of the streams held (none when there is none). */
  private arm(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    let next = Infinity
    for (const stream of this.streams()) if (stream.deadline < next) next = stream.deadline
    if (next === Infinity) return
    this.timer = setTimeout(
      () => {
        this.timer = undefined
        this.checkDue()
      },
      Math.min(Math.max(next - this.ctx.now(), 0), MAX_WAIT_MS),
    )
  }
}

const hubs = new WeakMap<GatewayContext, NoticeHub>()

/** The notice hub of the gateway of `ctx` (one per gateway: its streams, its bus). */
export function noticeHubOf(ctx: GatewayContext, fail: (error: unknown) => void = () => {}): NoticeHub {
  let hub = hubs.get(ctx)
  if (!hub) hubs.set(ctx, (hub = new NoticeHub(ctx, fail)))
  return hub
}
