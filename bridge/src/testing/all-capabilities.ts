import type { Capability } from '../types.js'

// A record, not a list, so the type checker fails here when types.ts gains or loses a capability.
const held: Record<Exclude<Capability, 'always'>, true> = {
  'session.token': true,
  'session.appToken': true,
  'session.user': true,
  'session.report': true,
  perm: true,
  tabs: true,
  ui: true,
  'ui.dialog': true,
  env: true,
  storage: true,
  'nav.apps': true,
  'nav.links': true,
  events: true,
  messages: true,
  'messages.send': true,
  keys: true,
  perf: true,
  track: true,
  tour: true,
}

/** Every capability an app can be granted (types.ts), what the mock grants by default. */
export const ALL_CAPABILITIES = Object.keys(held) as Array<Exclude<Capability, 'always'>>
