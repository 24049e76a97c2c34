/** Where a sub-app finds the shell and the gateway. */
export interface AppConfig {
  shellOrigin: string
  /** Every origin the shell is served on (one per brand host), the main one first. */
  shellOrigins: string[]
  gatewayUrl: string
}

declare const __HR_SHELL_ORIGIN__: string | undefined
declare const __HR_GATEWAY_URL__: string | undefined

/** Values fixed at build time (`SHELL_ORIGIN=… node build.mjs`), empty when the build left them open. */
function builtConfig(): Partial<Omit<AppConfig, 'shellOrigins'>> {
  return {
    shellOrigin: typeof __HR_SHELL_ORIGIN__ === 'string' && __HR_SHELL_ORIGIN__ ? __HR_SHELL_ORIGIN__ : undefined,
    gatewayUrl: typeof __HR_GATEWAY_URL__ === 'string' && __HR_GATEWAY_URL__ ? __HR_GATEWAY_URL__ : undefined,
  }
}

/**
 * The shell origin and gateway URL: fixed at build time when the build was given them, else from
 * the deployment config the origin server writes into the page
 * (`<script id="hr-portal-config" type="application/json">`). Never from the URL.
 */
export function readAppConfig(doc: Document = document): AppConfig {
  const built = builtConfig()
  let served: Partial<AppConfig> = {}
  if (!built.shellOrigin || !built.gatewayUrl) {
    const text = doc.getElementById('hr-portal-config')?.textContent
    if (!text) throw new Error('hr-portal-config is missing from the page')
    served = JSON.parse(text) as Partial<AppConfig>
  }
  const config = {
    shellOrigin: built.shellOrigin ?? served.shellOrigin,
    gatewayUrl: built.gatewayUrl ?? served.gatewayUrl,
  }
  for (const key of ['shellOrigin', 'gatewayUrl'] as const) {
    if (typeof config[key] !== 'string' || !/^https?:\/\//.test(config[key] as string)) {
      throw new Error(`hr-portal-config.${key} must be an absolute http(s) URL`)
    }
  }
  const origins = built.shellOrigin
    ? [built.shellOrigin]
    : Array.isArray(served.shellOrigins)
      ? served.shellOrigins.filter((o) => typeof o === 'string' && /^https?:\/\/[^/]+$/.test(o))
      : []
  return {
    ...(config as Omit<AppConfig, 'shellOrigins'>),
    shellOrigins: origins.length ? origins : [config.shellOrigin as string],
  }
}
