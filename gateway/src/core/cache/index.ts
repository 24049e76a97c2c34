import { CHANGED_TOPIC, busOf, isAttached } from '../bus/bus'
import { changeWatchOf, externalChangeCount } from '../db/database'
import type { Db } from '../db/types'
import { CACHED_TABLES, SharedCache, type CacheScope } from './shared-cache'

export { CACHED_TABLES, SharedCache, type CacheScope } from './shared-cache'

/** The caches of each gateway database handle, by name (`shared`: cacheOf's; others: watchedCacheOf's). */
const caches = new WeakMap<Db, Map<string, SharedCache>>()

/**
 * The shared cache of the gateway that opened `db`, or undefined when no gateway bus is attached to this handle (a
 * unit test's database, a transaction's handle): then nothing is cached and every read goes to the database.
 * It is dropped whole when:
 * - this process writes to a cached table (any insert, update or delete through the gateway's database handle,
 *   seen by its query plugin; inside a transaction already before the commit);
 * - on PostgreSQL, a cached table's change commits in any process or tool (a trigger names the table on the bus);
 * - on SQLite, another connection wrote to the database file; and after a lost bus link.
 */
export function cacheOf(db: Db): SharedCache | undefined {
  return watchedCacheOf(db, 'shared', CACHED_TABLES)
}

/**
 * A cache of its own named `name`, dropped whole as cacheOf's is but on a change of `tables` (each must be named on
 * the bus when it changes on PostgreSQL: a change-notify migration's trigger): for values a service reads from
 * tables that change too often to join CACHED_TABLES, whose every change would drop everything the gateway holds.
 * Undefined when nothing is cached (see cacheOf).
 */
export function watchedCacheOf(db: Db, name: string, tables: ReadonlySet<string>): SharedCache | undefined {
  const found = caches.get(db)?.get(name)
  if (found) return found
  const watch = changeWatchOf(db)
  if (!watch || !isAttached(db)) return undefined
  const held = new SharedCache(() => externalChangeCount(db))
  const bus = busOf(db)
  bus.subscribe(CHANGED_TOPIC, (message) => {
    if (tables.has(message.slice(0, message.indexOf(':')))) held.clear()
  })
  bus.onResync(() => held.clear())
  watch.onWrite((write) => {
    if (tables.has(write.table)) held.clear()
  })
  let named = caches.get(db)
  if (!named) caches.set(db, (named = new Map()))
  named.set(name, held)
  return held
}

/** A value of `scope` from the cache, loaded once per change of its tables; straight from `load` when nothing is cached. */
export function cached<T>(db: Db, scope: CacheScope, key: string, load: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db)
  return cache ? cache.get(scope, key, load) : load()
}

/** A value of `scope` the cache holds already loaded, read without waiting; undefined otherwise (then ask `cached`). */
export function heldInCache<T>(db: Db, scope: CacheScope, key: string): { value: T } | undefined {
  return cacheOf(db)?.peek<T>(scope, key)
}

/**
 * An answer made only of cached values, kept for `owner` (a held session) until the cache is dropped (SharedCache
 * `forOwner`): the answer itself once made, else its promise; straight from `load` when nothing is cached.
 */
export function cachedForOwner<T>(db: Db, owner: object, key: string, load: () => Promise<T>): T | Promise<T> {
  const cache = cacheOf(db)
  return cache ? cache.forOwner(owner, key, load) : load()
}

/** The scope of one tenant. */
export const tenantScope = (tenantId: number): CacheScope => `tenant:${tenantId}`
