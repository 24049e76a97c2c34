import type { Db } from '../db/types'

/**
 * The topic on which a changed row or table is named, `<table>:<key>` (`<table>:*` for the whole table): sent by
 * PostgreSQL triggers when the change commits (core/db/migrations/051-change-notify.ts), heard by the caches.
 */
export const CHANGED_TOPIC = 'changed'

/** A message's listener: the text the publisher sent ('' when none). */
export type BusListener = (message: string) => void

/**
 * Messages between the parts of the gateway that must hear of a change at once: caches that drop a
 * tenant's entries, long-lived streams that wake to read what is new. A message reaches this process's
 * subscribers at once and, on PostgreSQL, every other gateway process on the same database
 * (LISTEN/NOTIFY, `postgres-bus.ts`). Messages are small signals ("tenant 3's roles changed"), never the
 * data itself: a subscriber reads the database for what changed. Publish after the write is committed.
 */
export interface Bus {
  /** Sends `message` on `topic` here and, when linked, to every other process. Never throws. */
  publish(topic: string, message?: string): Promise<void>
  /** Calls `listener` for every message on `topic`; answers the function that stops it. */
  subscribe(topic: string, listener: BusListener): () => void
  /**
   * Calls `listener` when messages from other processes may have been missed (the link was lost and is
   * back): whoever caches or waits on the bus re-reads everything. Answers the function that stops it.
   */
  onResync(listener: () => void): () => void
  /** How many listeners (of messages and of resyncs) are subscribed: what a stream leaves behind shows here. */
  readonly listeners: number
  close(): Promise<void>
}

/** The topics and listeners of one process, and the delivery to them. */
export class LocalDelivery {
  private readonly topics = new Map<string, Set<BusListener>>()
  private readonly resyncs = new Set<() => void>()
  constructor(private readonly onError: (error: unknown) => void) {}

  subscribe(topic: string, listener: BusListener): () => void {
    let listeners = this.topics.get(topic)
    if (!listeners) this.topics.set(topic, (listeners = new Set()))
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0 && this.topics.get(topic) === listeners) this.topics.delete(topic)
    }
  }

  deliver(topic: string, message: string): void {
    const listeners = this.topics.get(topic)
    if (!listeners) return
    for (const listener of [...listeners]) {
      try {
        listener(message)
      } catch (error) {
        this.onError(error)
      }
    }
  }

  onResync(listener: () => void): () => void {
    this.resyncs.add(listener)
    return () => {
      this.resyncs.delete(listener)
    }
  }

  resync(): void {
    for (const listener of [...this.resyncs]) {
      try {
        listener()
      } catch (error) {
        this.onError(error)
      }
    }
  }

  /** How many listeners are subscribed (all topics, and resyncs). */
  get size(): number {
    let count = this.resyncs.size
    for (const listeners of this.topics.values()) count += listeners.size
    return count
  }
}

const warn = (error: unknown) =>
  process.emitWarning(`bus listener failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)

/** A bus within this process only: the embedded database serves one gateway process. */
export function localBus(): Bus {
  const local = new LocalDelivery(warn)
  return {
    async publish(topic, message = '') {
      local.deliver(topic, message)
    },
    subscribe: (topic, listener) => local.subscribe(topic, listener),
    onResync: (listener) => local.onResync(listener),
    async close() {},
    get listeners() {
      return local.size
    },
  }
}

const buses = new WeakMap<Db, Bus>()
let fallback: Bus | undefined

/** Makes `bus` the one that code holding only the database reaches through `busOf(db)`. */
export function attachBus(db: Db, bus: Bus): void {
  buses.set(db, bus)
}

/** Whether a gateway attached its bus to this handle. */
export const isAttached = (db: Db): boolean => buses.has(db)

/**
 * The bus of the gateway that opened `db`. A database no gateway attached a bus to (a unit test's, or a
 * transaction's handle) gets one bus shared by all such: publish with the gateway's own handle, after commit.
 */
export function busOf(db: Db): Bus {
  return buses.get(db) ?? (fallback ??= localBus())
}
