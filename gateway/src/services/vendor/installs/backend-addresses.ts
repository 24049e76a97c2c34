import type { Manifest } from '@hr-portal/manifest'
import type { Lang } from '../../../core/lang'
import { refusalOf } from '../../../core/outbound'
import type { InstallProblem } from './fetch-manifest'
import { sayInstall } from './install-texts'

/** Whether `hostname` names this machine (localhost and its subdomains), which no public address does. */
const isLocalName = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost')

/**
 * The manifest's backend addresses the gateway calls (its webhook address, its JSON Web Key Set) that the outbound
 * rules would refuse: in production (no loopback in the rules) one on loopback, localhost, a private network or plain
 * http, unless the operator allowed its host (OUTBOUND_ALLOW_ORIGINS). Refused at install and update with a clear
 * problem, so the administrator learns it then rather than from a delivery log; a name resolving to a private address
 * is still refused at each call.
 */
export function backendAddressProblems(
  manifest: Manifest,
  allowHosts: readonly string[],
  lang: Lang,
): InstallProblem[] {
  const problems: InstallProblem[] = []
  const check = (path: string, value: string | undefined, key: 'privateWebhook' | 'privateJwks') => {
    if (value === undefined || !URL.canParse(value)) return
    const url = new URL(value)
    const allowed = allowHosts.includes(url.host) || allowHosts.includes(url.hostname)
    if (!allowed && (refusalOf(url, { allowHosts }) !== null || isLocalName(url.hostname)))
      problems.push({ path, key, message: sayInstall(lang, key, { host: url.hostname }) })
  }
  check('webhooks.url', manifest.webhooks?.url, 'privateWebhook')
  check('jwksUrl', manifest.jwksUrl, 'privateJwks')
  return problems
}
