import type { AppManifest } from '@hr-portal/bridge'

/**
 * Sandbox tokens a manifest may ask for on top of the base set. Never popups: an app opens a window only
 * through `nav.openExternal`, which asks the user before any address outside the portal and the app.
 */
const EXTRA_TOKENS = new Set(['allow-downloads', 'allow-modals'])
/** Permissions-policy features a manifest may ask for. */
const FEATURES = new Set(['clipboard-read', 'clipboard-write', 'fullscreen', 'camera', 'microphone', 'geolocation'])

/**
 * The iframe's sandbox: scripts and forms always; `allow-same-origin` only for a cross-site
 * app, never for content from the shell's own origin (that would let it lift the sandbox).
 */
export function sandboxFor(manifest: AppManifest, shellOrigin = window.location.origin): string {
  const tokens = ['allow-scripts', 'allow-forms']
  if (new URL(manifest.origin).origin !== shellOrigin) tokens.push('allow-same-origin')
  for (const token of manifest.sandbox ?? []) if (EXTRA_TOKENS.has(token)) tokens.push(token)
  return tokens.join(' ')
}

/** The iframe's `allow`: only the declared features, each limited to the app's own origin. */
export function allowFor(manifest: AppManifest): string {
  return (manifest.allow ?? [])
    .filter((f) => FEATURES.has(f))
    .map((f) => `${f} ${manifest.origin}`)
    .join('; ')
}

/** The URL of `path` (inside the app) on the app's entry. */
export function appUrl(manifest: AppManifest, path: string): string {
  return new URL(path.replace(/^\/+/, ''), manifest.entry).href
}
