import { shellOriginsOf, type Config } from '../config'

export const CONFIG_MARKER = '<!--hr-portal-config-->'

/**
 * Replaces the marker in a sub-app page with the portal config as inert JSON. `<` is escaped so
 * no value can close the script element.
 */
export function injectPageConfig(html: string, config: Config): string {
  // shellOrigins: every origin the shell is served on (one per brand host); the bridge accepts only these.
  const json = JSON.stringify({
    shellOrigin: config.shellOrigin,
    shellOrigins: shellOriginsOf(config),
    gatewayUrl: `${config.shellOrigin}/gateway`,
  }).replace(/</g, '\\u003c')
  return html.replace(CONFIG_MARKER, `<script id="hr-portal-config" type="application/json">${json}</script>`)
}
