// The shell's side of the bridge: one module per area of the contract (bridge/src/contract/app-to-shell.ts names
// them by their methods' first word; `ui.dialog.*` has its own). Each gives the handlers of one frame's calls, and
// the areas that keep something per app (subscriptions, open questions, shortcuts …) a `forget(app)`, which
// forgetApp calls when the app's frame goes. `protocol.negotiate` and `caps.list` the bridge answers itself.
import * as lifecycle from './app'
import * as dialog from './dialog'
import * as env from './env'
import * as events from './events'
import type { BridgeArea, FrameHooks, ShellHandlers } from './frame'
import * as intent from './intent'
import * as keys from './keys'
import * as messages from './messages'
import * as nav from './nav'
import * as perf from './perf'
import * as perm from './perm'
import * as session from './session'
import * as storage from './storage'
import * as tabs from './tabs'
import * as tour from './tour'
import * as track from './track'
import * as ui from './ui'

export type { FrameHooks, ShellHandlers } from './frame'

/** Every area, in the contract's order (index.test.ts checks in the type checker that they handle every method). */
export const AREAS = [
  nav,
  session,
  perm,
  tabs,
  ui,
  env,
  dialog,
  lifecycle,
  storage,
  intent,
  events,
  messages,
  keys,
  tour,
  perf,
  track,
] as const satisfies readonly BridgeArea[]
const areas: readonly BridgeArea[] = AREAS

/** What the shell does for each app → shell call of one frame; the bridge's guard checked it already. */
export function createShellHandlers(frame: FrameHooks): ShellHandlers {
  return Object.assign({}, ...areas.map((area) => area.handlers(frame))) as ShellHandlers
}

/** The app's frame went: no area keeps anything for it (its storage stays: it outlives frames by design). */
export function forgetApp(app: string) {
  for (const area of areas) area.forget?.(app)
}
