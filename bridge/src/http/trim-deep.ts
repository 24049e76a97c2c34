const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * §5's trim helper: a copy of `value` with every string inside plain objects and arrays
 * trimmed. Other values (numbers, Dates, Blobs, class instances) are kept as they are.
 * Keys `__proto__`, `constructor` and `prototype` are dropped, so untrusted input cannot
 * reach a prototype. Callers apply it to form values; the wrapper never does it for them.
 *
 * @example
 * trimDeep({ name: ' Ann ', tags: [' a '] }) // { name: 'Ann', tags: ['a'] }
 */
export function trimDeep<T>(value: T): T {
  return copy(value, new WeakMap()) as T
}

function copy(value: unknown, seen: WeakMap<object, unknown>): unknown {
  if (typeof value === 'string') return value.trim()
  if (value === null || typeof value !== 'object') return value
  const done = seen.get(value)
  if (done !== undefined) return done
  if (Array.isArray(value)) {
    const out: unknown[] = []
    seen.set(value, out)
    for (const item of value) out.push(copy(item, seen))
    return out
  }
  if (!isPlainObject(value)) return value
  const out: Record<string, unknown> = Object.getPrototypeOf(value) === null ? Object.create(null) : {}
  seen.set(value, out)
  for (const key of Object.keys(value)) {
    if (!UNSAFE_KEYS.has(key)) out[key] = copy(value[key], seen)
  }
  return out
}
