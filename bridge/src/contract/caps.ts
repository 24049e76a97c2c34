// Protocol versions and capability discovery: how an app learns what this shell offers it.
import * as v from 'valibot'
import type { Capability } from '../types.js'

export const Versions = v.pipe(
  v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
  v.minLength(1),
  v.maxLength(20),
)
export const MethodName = v.pipe(v.string(), v.regex(/^[\w.-]{1,100}$/, 'must be a method name'))

/** What `protocol.negotiate` answers: the version the connection now speaks, and every one the shell speaks. */
export interface ProtocolAgreement {
  version: number
  versions: number[]
}

/** What `caps.list` answers (protocol 2 and later; protocol 1 answers `capabilities` alone, as an array). */
export interface CapsList {
  /** The protocol version of this connection. */
  version: number
  /** The capabilities the app's manifest grants. */
  capabilities: Capability[]
  /**
   * Per method the shell declares, or per name the app asked about: whether this shell supports it,
   * and whether the app's manifest grants it (a method of capability `always` is granted to every app).
   */
  methods: Record<string, { supported: boolean; granted: boolean }>
}
