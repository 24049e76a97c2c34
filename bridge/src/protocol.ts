// The bridge protocol's version negotiation and capability listing: the part of the shell's side
// every host (the portal, the mock shell) answers the same way. See bridge/PROTOCOL.md.
import { appToShell, type AppToShell, type CapsList, type Handlers, type ProtocolAgreement } from './contract/index.js'
import { BridgeError } from './bridge-error.js'
import type { Capability } from './types.js'

/**
 * The protocol versions the shell speaks, oldest first. 1: the protocol before negotiation (an app
 * that never calls `protocol.negotiate`; `caps.list` answers the bare capability list). 2: negotiated,
 * `caps.list` answers per method.
 */
export const SHELL_PROTOCOL_VERSIONS: readonly number[] = [1, 2]

/** The versions this SDK speaks, newest preferred. */
export const SDK_PROTOCOL_VERSIONS: readonly number[] = [1, 2]

/** The highest version both sides speak, or null. */
export function pickVersion(asked: readonly number[], spoken: readonly number[]): number | null {
  const common = asked.filter((version) => spoken.includes(version))
  return common.length ? Math.max(...common) : null
}

/** The methods a shell answers itself, whatever app it hosts. */
export type ProtocolMethod = 'protocol.negotiate' | 'caps.list'

/** Per method the shell declares (and per name asked about): supported here, and granted to the app. */
export function listCapabilities(
  granted: (capability: Capability) => boolean,
  capabilities: readonly Capability[],
  version: number,
  asked?: string[],
): CapsList {
  const declared: Record<string, { capability: Capability }> = Object.assign(Object.create(null), appToShell)
  const methods: CapsList['methods'] = Object.create(null)
  for (const name of asked ?? Object.keys(declared)) {
    const spec = declared[name]
    methods[name] = {
      supported: Boolean(spec),
      granted: Boolean(spec) && (spec.capability === 'always' || granted(spec.capability)),
    }
  }
  return {
    version,
    capabilities: capabilities.filter((capability) => capability !== 'always'),
    methods: { ...methods },
  }
}

/**
 * The handlers of `protocol.negotiate` and `caps.list` for one connection: the connection speaks
 * version 1 until the app negotiates, then the highest version both sides speak.
 */
export function createProtocolHandlers(
  capabilities: readonly Capability[],
): Pick<Handlers<AppToShell>, ProtocolMethod> {
  const granted = (capability: Capability) => capabilities.includes(capability)
  let version = 1
  return {
    'protocol.negotiate': ({ versions }): ProtocolAgreement => {
      const picked = pickVersion(versions, SHELL_PROTOCOL_VERSIONS)
      if (picked === null) {
        throw new BridgeError(
          'unsupported_version',
          `This shell speaks protocol versions ${SHELL_PROTOCOL_VERSIONS.join(', ')}; the app asked for ${versions.join(', ')}`,
        )
      }
      version = picked
      return { version, versions: [...SHELL_PROTOCOL_VERSIONS] }
    },
    'caps.list': (asked) => {
      const list = listCapabilities(granted, capabilities, version, asked)
      // Version 1 apps were built against the bare list.
      return (version === 1 ? list.capabilities : list) as CapsList
    },
  }
}
