/** Whether the gateway has an OpenID provider, and its name: put into the page by the gateway (no request). */
export interface SsoConfig {
  enabled: boolean
  name: string
}

export function ssoConfig(): SsoConfig {
  try {
    const raw = JSON.parse(
      document.querySelector('meta[name="hr-portal-sso"]')?.getAttribute('content') ?? 'null',
    ) as unknown
    if (typeof raw === 'object' && raw !== null && (raw as SsoConfig).enabled === true) {
      return { enabled: true, name: typeof (raw as SsoConfig).name === 'string' ? (raw as SsoConfig).name : '' }
    }
  } catch {
    /* a page without it: no SSO */
  }
  return { enabled: false, name: '' }
}
