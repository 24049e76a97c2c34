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
