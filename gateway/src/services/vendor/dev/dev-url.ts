/** Why a development build's address is refused. */
export type DevUrlProblem = 'notUrl' | 'scheme' | 'notLocal' | 'noPort' | 'credentials' | 'fragment'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1'])

/**
 * A development build's address: https anywhere, or http on this computer (localhost or 127.0.0.1) with its port
 * named, as a dev server answers (`http://localhost:5173/`); never with a user name, password or fragment.
 * Answers the normalised URL, or why it is refused.
 * @example checkDevUrl('http://localhost:5173') // { url: 'http://localhost:5173/' }
 */
export function checkDevUrl(raw: string): { url: string } | { problem: DevUrlProblem } {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    return { problem: 'notUrl' }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: 'scheme' }
  if (url.username || url.password) return { problem: 'credentials' }
  if (url.hash || raw.includes('#')) return { problem: 'fragment' }
  if (url.protocol === 'http:') {
    if (!LOCAL_HOSTS.has(url.hostname)) return { problem: 'notLocal' }
    if (!url.port) return { problem: 'noPort' }
  }
  return { url: url.href }
}
