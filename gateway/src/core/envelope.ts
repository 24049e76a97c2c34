/** The §7 answer envelope: code 0 is success, the payload sits in `result` or `data`. */
export interface Envelope<T = unknown> {
  code: number
  msg: string
  result?: T
  data?: T
}

export const ok = <T>(result: T): Envelope<T> => ({ code: 0, msg: 'success', result })

/** A few shell calls read `data` instead of `result` (getTokenInfo, menuTreeForPc). */
export const okData = <T>(data: T): Envelope<T> => ({ code: 0, msg: 'success', data })

const bodies = new WeakMap<object, Buffer>()

/**
 * The JSON of `envelope(value)` as UTF-8 bytes, made once per value object: for values many requests share from
 * a cache (a menu tree), so each answer neither serialises nor encodes the same object again. Send it with the
 * JSON type.
 */
export function sharedJson<T extends object>(value: T, envelope: (value: T) => Envelope<T>): Buffer {
  let body = bodies.get(value)
  if (body === undefined) bodies.set(value, (body = Buffer.from(JSON.stringify(envelope(value)))))
  return body
}
