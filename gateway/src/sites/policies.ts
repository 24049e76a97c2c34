import { shellOriginsOf, type Config } from '../config'
import { CSP_REPORT_PATH } from '../core/http/csp-report-path'

/** The Reporting API endpoint name the policies' report-to names (the Reporting-Endpoints header defines it). */
const REPORT_GROUP = 'csp'

/**
 * Where a page's violation reports go: the gateway on the shell origin. The shell page names it by path
 * (whichever brand host it was opened on); a sub-app page, on another origin, by the full address.
 */
export function cspReportUrl(config: Pick<Config, 'shellOrigin'>, from: 'shell' | 'app'): string {
  return `${from === 'shell' ? '' : config.shellOrigin}/gateway${CSP_REPORT_PATH}`
}

/** The Reporting-Endpoints header of a page whose CSP reports to `url` (report-to, the Reporting API). */
export const reportingEndpoints = (url: string): string => `${REPORT_GROUP}="${url}"`

/** report-uri for browsers without the Reporting API, report-to for those with it (they then ignore report-uri). */
const reportDirectives = (url: string) => [`report-uri ${url}`, `report-to ${REPORT_GROUP}`]

/** CSP of the shell page: sub-app frames only from the registered app origins, never framed itself; violations reported. */
export function shellPolicy(config: Config): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    `frame-src ${[config.appsOrigin, ...Object.values(config.vendorOrigins)].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    ...reportDirectives(cspReportUrl(config, 'shell')),
  ].join('; ')
}

/** CSP of a sub-app page: framed only by the shell, talking only to itself and the gateway; violations reported. */
export function subAppPolicy(config: Config): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${config.shellOrigin}`,
    `frame-ancestors ${shellOriginsOf(config).join(' ')}`,
    "base-uri 'self'",
    "object-src 'none'",
    ...reportDirectives(cspReportUrl(config, 'app')),
  ].join('; ')
}

// esbuild names entries, chunks and assets `<name>-<8-character hash>.<ext>` (build.mjs).
const HASHED = /-[A-Z0-9]{8}\.(js|css|svg|png|jpe?g|gif|webp|woff2?)$/

/** Hashed assets never change under their name; everything else is revalidated. */
export function cacheControlFor(path: string): string {
  return HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'
}

/** A GET the history-mode fallback answers with index.html: no file extension in the last segment. */
export function isPagePath(path: string): boolean {
  const last = path.split('?')[0].split('/').pop() ?? ''
  return !last.includes('.')
}
