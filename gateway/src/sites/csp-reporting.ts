import type { Config } from '../config'
import { CSP_REPORT_PATH } from '../core/http/csp-report-path'

/** The Reporting API endpoint name the policies' report-to names (the Reporting-Endpoints header defines it). */
const REPORT_GROUP = 'csp'

type From = 'shell' | 'app'

/**
 * Where a page's violation reports go: the gateway on the shell origin. The shell page names it by path
 * (whichever brand host it was opened on); a sub-app page, on another origin, by the full address.
 */
export function cspReportUrl(config: Pick<Config, 'shellOrigin'>, from: From): string {
  return `${from === 'shell' ? '' : config.shellOrigin}/gateway${CSP_REPORT_PATH}`
}

/**
 * Whether the pages use the Reporting API (report-to): browsers take a Reporting-Endpoints header only from
 * https pages, and a policy with report-to ignores report-uri, so over plain http only report-uri is sent.
 */
const usesReportingApi = (config: Pick<Config, 'shellOrigin'>) => config.shellOrigin.startsWith('https:')

/** The CSP directives that report a page's violations: report-uri, and report-to where the Reporting API works. */
export function reportDirectives(config: Pick<Config, 'shellOrigin'>, from: From): string[] {
  const uri = `report-uri ${cspReportUrl(config, from)}`
  return usesReportingApi(config) ? [uri, `report-to ${REPORT_GROUP}`] : [uri]
}

/** The Reporting-Endpoints header that defines report-to's endpoint, or null where report-to is not used. */
export function reportingEndpoints(config: Pick<Config, 'shellOrigin'>, from: From): string | null {
  return usesReportingApi(config) ? `${REPORT_GROUP}="${cspReportUrl(config, from)}"` : null
}
