/** Deployment config the origin server writes into each sub-app's index.html. */
export interface AppConfig {
  shellOrigin: string
  gatewayUrl: string
}

/** Reads `<script id="hr-portal-config" type="application/json">`; never the URL. */
export function readAppConfig(doc: Document = document): AppConfig {
  const text = doc.getElementById('hr-portal-config')?.textContent
  if (!text) throw new Error('hr-portal-config is missing from the page')
  const config = JSON.parse(text) as Partial<AppConfig>
  for (const key of ['shellOrigin', 'gatewayUrl'] as const) {
    if (typeof config[key] !== 'string' || !/^https?:\/\//.test(config[key] as string)) {
      throw new Error(`hr-portal-config.${key} must be an absolute http(s) URL`)
    }
  }
  return config as AppConfig
}
