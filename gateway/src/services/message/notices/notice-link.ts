/** Longest link a notice keeps (the contract's). */
export const MAX_LINK_LENGTH = 500

/**
 * `link` when it is a portal path a notice may open: it starts with /portal/ and a segment (so no scheme), has no
 * `//`, no backslash, no spaces or control characters, at most MAX_LINK_LENGTH characters; else null.
 */
export function portalLink(link: string | null | undefined): string | null {
  if (!link || link.length > MAX_LINK_LENGTH) return null
  if (!/^\/portal\/[^/\s]/.test(link)) return null
  if (link.includes('//') || link.includes('\\') || /[\s\u0000-\u001f\u007f]/.test(link)) return null
  const path = link.split(/[?#]/)[0]
  if (path.split('/').some((part) => part === '.' || part === '..' || /%2e%2e|%2f|%5c/i.test(part))) return null
  return link
}

/**
 * The portal link of a path inside an app (`/portal/<app code>/<path>`), or null when the path would leave the app:
 * it is relative to the app's base (a leading / allowed), without scheme, `..` or `//`.
 */
export function appLink(appCode: string, path: string): string | null {
  const inside = path.replace(/^\//, '')
  if (!inside || /^[a-z][a-z0-9+.-]*:/i.test(inside)) return null
  return portalLink(`/portal/${appCode}/${inside}`)
}

/** A notice's link that is not a portal path (publishNotice refuses it: a caller's mistake, not a reader's). */
export class BadLinkError extends Error {
  constructor(link: string) {
    super(`A notice links only to a portal path: ${link.slice(0, 80)}`)
  }
}
