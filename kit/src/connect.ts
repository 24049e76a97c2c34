import { createSubApp, type SubApp } from '@hr-portal/bridge'
import { i18n, type Texts } from './texts'

/** Who the app is: its manifest (its name is the base path) and, for a React app, its texts. */
export interface AppIdentity {
  manifest: { name: string; party?: string }
  texts?: Texts
  /** The path the app is served under; default `/<manifest.name>`. */
  base?: string
  /** Default the manifest's `party` (`first` unless it says `third`). */
  party?: 'first' | 'third'
}

let current: SubApp | null = null

/**
 * Connects the app to the shell, once: the bridge, the router under its base, the request wrapper, and its texts
 * following the shell's language. Later calls answer the same connection (and add their texts). Throws outside a frame.
 */
export function connect({ manifest, texts, base, party }: AppIdentity): SubApp {
  if (!current) {
    const app = createSubApp({
      base: base ?? `/${manifest.name}`,
      party: party ?? (manifest.party === 'third' ? 'third' : 'first'),
    })
    const follow = () => i18n.setLanguage(app.env.get().language)
    follow()
    app.env.subscribe(follow)
    current = app
  }
  if (texts) i18n.add(texts)
  return current
}

/** The connection `connect` opened; a programmer's mistake to ask before. */
export function connected(): SubApp {
  if (!current) throw new Error('@hr-portal/kit: the app is not connected yet (call startApp or connect first)')
  return current
}
