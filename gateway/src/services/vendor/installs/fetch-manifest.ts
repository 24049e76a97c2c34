import { LOOPBACK_HOSTS, outboundFetch, readLimited, refusedForAddress } from '../../../core/outbound'
import type { Lang } from '../../../core/lang'
import { sayManifestError } from '../manifest-texts'
import { sayInstall, type InstallTextKey } from './install-texts'

/** The most a manifest may weigh, and how long its server may take to answer it all. */
export const MANIFEST_LIMIT = 64 * 1024
export const FETCH_TIMEOUT_MS = 5000
const MAX_REDIRECTS = 3
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** One problem of a manifest to install, as the Apps page lists it: where, a stable key, the reader's words. */
export interface InstallProblem {
  path: string
  key: string
  message: string
}

/** The manifest parsed, the URL it was asked at, and its text exactly as the server answered it. */
export type Fetched = { raw: unknown; url: URL; text: string } | { problem: InstallProblem }

const urlProblem = (
  lang: Lang,
  key: InstallTextKey,
  vars: Record<string, string | number> = {},
): { problem: InstallProblem } => ({ problem: { path: 'manifestUrl', key, message: sayInstall(lang, key, vars) } })

/**
 * Fetches a manifest.json from the vendor's server: http(s) only, https unless the host is this machine and
 * `httpLocal` allows it (demo mode or APP_INSTALL_HTTP_LOCAL), 5 s for the whole answer, 64 KB at most,
 * redirects only within the URL's origin. Only public addresses are reached (with `httpLocal`, this machine too).
 * Every failure is answered as a problem, never thrown.
 */
export async function fetchManifest(value: string, httpLocal: boolean, lang: Lang): Promise<Fetched> {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return urlProblem(lang, 'badUrl')
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password)
    return urlProblem(lang, 'badUrl')
  if (url.protocol === 'http:' && !(httpLocal && LOCAL_HOSTS.has(url.hostname)))
    return urlProblem(lang, 'httpsRequired')
  // Public addresses only; in demo mode (or APP_INSTALL_HTTP_LOCAL) this machine too.
  const reach = { allowHosts: httpLocal ? LOOPBACK_HOSTS : [] }
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS)
  try {
    let current = url
    for (let hop = 0; ; hop += 1) {
      const response = await outboundFetch(current, { reach, signal, headers: { accept: 'application/json' } })
      const location = response.headers.get('location')
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel()
        const next = new URL(location, current)
        if (next.origin !== url.origin) return urlProblem(lang, 'redirect')
        if (hop >= MAX_REDIRECTS) return urlProblem(lang, 'unreachable')
        current = next
        continue
      }
      if (!response.ok) {
        await response.body?.cancel()
        return urlProblem(lang, 'status', { status: response.status })
      }
      const text = await readLimited(response, MANIFEST_LIMIT)
      if (text === null) return urlProblem(lang, 'tooLarge')
      try {
        return { raw: JSON.parse(text), url, text }
      } catch {
        return {
          problem: {
            path: '',
            key: 'unreadable',
            message: sayManifestError(lang, { path: '', key: 'unreadable', message: '' }),
          },
        }
      }
    }
  } catch (error) {
    if (refusedForAddress(error)) return urlProblem(lang, 'privateAddress')
    return urlProblem(lang, signal.aborted ? 'timeout' : 'unreachable')
  }
}
