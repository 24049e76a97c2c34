/**
 * What a cached value belongs to: one tenant (`tenant:<id>`: its roles, grants, installs, policies) or no
 * tenant in particular (`brands`, `all`: menus, operators). A key is only ever looked up under its own tenant's
 * scope, so no value crosses tenants.
 */
export type CacheScope = `tenant:${number}` | 'brands' | 'all'

/** How many scopes a process holds at most (the oldest goes first). */
export const MAX_SCOPES = 5000
/** How many values a scope holds at most (the oldest goes first): keys made of a user's filters are unbounded. */
export const MAX_KEYS_PER_SCOPE = 2000
/** How many answers are held for one owner at most (the oldest goes first). */
export const MAX_KEYS_PER_OWNER = 8

/**
 * The tables cached values are read from. A write to any of them drops everything the cache holds: they
 * change seldom (an administrator's action), and whole drops leave no dependency to forget.
 */
export const CACHED_TABLES = new Set([
  'role',
  'role_function',
  'user_role',
  'role_data_range',
  'menu',
  'menu_button',
  'app_install',
  'app_dev_build',
  'brand',
  'totp_policy',
  'totp_policy_role',
  'platform_operator',
  // The staff directory's pages.
  'employee',
  'organ',
  'gangwei',
  'zhiwei',
  // Field permissions (which contact details a role's holders see).
  'role_field_permission',
  'custom_form_field',
  // Day plans (scheduling's plan context: shifts, calendars and their days, attendance groups and members).
  'shift',
  'work_calendar',
  'calendar_day',
  'att_group',
  'att_group_member',
  // Leave types with their policies, and the locked attendance months (a balance read, an attendance month).
  'leave_type',
  'attendance_lock',
])

/** A value held, or being loaded: once loaded, it can also be read without waiting. */
interface Held {
  loading: Promise<unknown>
  ready: boolean
  value: unknown
}

/**
 * Values many requests share (menu trees, permission sets, brand lookups), held in this process by scope and
 * key and dropped when a table they come from changes (see index.ts for how a change is heard). A value being
 * loaded when the cache is dropped serves the requests that asked before the drop and is not kept; a failed
 * load is not kept either. Callers never change what they get: the same object serves every request.
 */
export class SharedCache {
  private readonly scopes = new Map<string, Map<string, Held>>()
  /** Answers made of cached values, per owner (`forOwner`). */
  private owners = new WeakMap<object, Map<string, Held>>()
  private seenExternal = 0

  /** `externalChanges`: a count that grows when the data changed unseen (another SQLite connection wrote). */
  constructor(private readonly externalChanges: () => number = () => 0) {}

  get<T>(scope: CacheScope, key: string, load: () => Promise<T>): Promise<T> {
    const entries = this.entriesOf(scope)
    const held = entries.get(key)
    if (held) return held.loading as Promise<T>
    if (entries.size >= MAX_KEYS_PER_SCOPE) entries.delete(entries.keys().next().value!)
    return this.keep(entries, key, load())
  }

  /** A value already loaded, without waiting; undefined when it is not held or still loading. */
  peek<T>(scope: CacheScope, key: string): { value: T } | undefined {
    const held = this.entriesOf(scope).get(key)
    return held?.ready ? { value: held.value as T } : undefined
  }

  /**
   * A value made only of other cached values (an answer built from them), held for `owner` (a held session:
   * auth/session-cache.ts) under `key` until the cache is dropped or the owner is let go, at most
   * MAX_KEYS_PER_OWNER per owner: the value itself once made, else the promise of it. What `load` reads outside
   * the cache must not change while the owner lives.
   */
  forOwner<T>(owner: object, key: string, load: () => Promise<T>): T | Promise<T> {
    this.noticeExternalChanges()
    let entries = this.owners.get(owner)
    if (!entries) this.owners.set(owner, (entries = new Map()))
    const held = entries.get(key)
    if (held) return (held.ready ? held.value : held.loading) as T | Promise<T>
    if (entries.size >= MAX_KEYS_PER_OWNER) entries.delete(entries.keys().next().value!)
    return this.keep(entries, key, load())
  }

  clear(): void {
    this.scopes.clear()
    this.owners = new WeakMap()
  }

  /** How many values are held in scopes (tests). */
  get size(): number {
    let count = 0
    for (const entries of this.scopes.values()) count += entries.size
    return count
  }

  /** Holds a value being loaded under `key`; once loaded it can be read without waiting, and a failed load goes. */
  private keep<T>(entries: Map<string, Held>, key: string, loading: Promise<T>): Promise<T> {
    const entry: Held = { loading, ready: false, value: undefined }
    entries.set(key, entry)
    loading.then(
      (value) => {
        entry.value = value
        entry.ready = true
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key)
      },
    )
    return loading
  }

  private noticeExternalChanges(): void {
    const external = this.externalChanges()
    if (external === this.seenExternal) return
    this.seenExternal = external
    this.clear()
  }

  private entriesOf(scope: CacheScope): Map<string, Held> {
    this.noticeExternalChanges()
    let entries = this.scopes.get(scope)
    if (!entries) {
      if (this.scopes.size >= MAX_SCOPES) this.scopes.delete(this.scopes.keys().next().value!)
      this.scopes.set(scope, (entries = new Map()))
    }
    return entries
  }
}
