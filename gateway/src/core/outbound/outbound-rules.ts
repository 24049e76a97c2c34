/** Who may be reached besides public addresses, by the gateway's configuration (Config.outbound). */
export interface OutboundRules {
  /**
   * Origins an administrator may give as a messaging platform's API address beside the platform's official hosts, and
   * reach even at a private address (OUTBOUND_ALLOW_ORIGINS, e.g. a company's proxy to WeCom); empty by default.
   */
  allowOrigins: string[]
  /** Whether loopback (localhost, 127.0.0.1, ::1) may be given and reached: the development stand-ins (demo mode and tests only). */
  loopback: boolean
}

export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]']

/** The hosts an address given by a tenant administrator may name although they are not public, by the rules. */
export function allowedHostsOf(rules: OutboundRules): string[] {
  return [...rules.allowOrigins.map((origin) => new URL(origin).host), ...(rules.loopback ? LOOPBACK_HOSTS : [])]
}

/** Whether `url`'s host is among `hosts` (a bare name or address matches any port, `host:port` that port only). */
export function hostListed(url: URL, hosts: readonly string[]): boolean {
  return hosts.includes(url.host) || hosts.includes(url.hostname)
}

type Env = Record<string, string | undefined>

/**
 * OUTBOUND_ALLOW_ORIGINS: comma-separated http(s) origins (no path); loopback in demo mode only. Answers the rules or
 * the problem with the variable, in words for the ConfigError the caller throws.
 */
export function readOutboundRules(env: Env, demo: boolean): OutboundRules | string {
  const allowOrigins: string[] = []
  for (const entry of (env.OUTBOUND_ALLOW_ORIGINS ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const url = URL.canParse(entry) ? new URL(entry) : null
    if (
      !url ||
      (url.protocol !== 'https:' && url.protocol !== 'http:') ||
      url.origin !== entry.replace(/\/$/, '').toLowerCase()
    ) {
      return `OUTBOUND_ALLOW_ORIGINS must list http(s) origins such as https://wecom-proxy.example.com, got "${entry}"`
    }
    allowOrigins.push(url.origin)
  }
  return { allowOrigins, loopback: demo }
}
