/** One violation as kept: what the browser reported, reduced to what identifies its kind. */
export interface CspViolation {
  directive: string
  /** The blocked URL's origin, or the browser's keyword for what was blocked ('inline', 'eval', 'data' …). */
  blocked: string
  /** The document's origin and path, without query or fragment. */
  document: string
  disposition: 'enforce' | 'report'
}

/** The fields read from either report format (both are validated by the route's schema first). */
export interface RawViolation {
  documentURL?: string
  blockedURL?: string
  directive?: string
  disposition?: string
}

const DIRECTIVE = /^[a-z][a-z-]{0,59}$/
const KEYWORD = /^[a-z][a-z-]{0,39}$/
const URL_SCHEMES = new Set(['http:', 'https:', 'ws:', 'wss:'])

function parseUrl(raw: string): URL | null {
  try {
    return new URL(raw)
  } catch {
    return null
  }
}

/** What was blocked: a URL's origin, a scheme ('data', 'blob'), or a keyword; null when it is neither. */
function blockedOf(raw: string): string | null {
  const url = parseUrl(raw)
  if (url) return URL_SCHEMES.has(url.protocol) ? url.origin : url.protocol.slice(0, -1).slice(0, 40)
  return KEYWORD.test(raw) ? raw : null
}

/**
 * The violation a raw report stands for, or null when it does not describe one of the product's own
 * pages (`origins`) or a directive and what it blocked can not be read: such reports are dropped.
 */
export function violationOf(raw: RawViolation, origins: ReadonlySet<string>): CspViolation | null {
  const document = parseUrl(raw.documentURL ?? '')
  if (!document || !origins.has(document.origin)) return null
  // Older browsers name the directive with its sources ("script-src 'self'"): the first word is the directive.
  const directive = (raw.directive ?? '').trim().split(/\s+/)[0].toLowerCase()
  if (!DIRECTIVE.test(directive)) return null
  const blocked = blockedOf((raw.blockedURL ?? '').trim())
  if (!blocked) return null
  return {
    directive,
    blocked: blocked.slice(0, 300),
    document: `${document.origin}${document.pathname}`.slice(0, 600),
    disposition: raw.disposition === 'report' ? 'report' : 'enforce',
  }
}
