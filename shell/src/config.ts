// Shell configuration shipped with the build.

/**
 * App codes whose menu entries are hidden from the side menu (their pages stay routable):
 * the home redirector, the message centre and the personal centre of the demo data.
 */
export const HIDDEN_APP_CODES: readonly string[] = ['index', 'message', 'personal']

/**
 * Map services whose keys are read once after sign-in (§7 query condition item by key: one key
 * name per maps service). When `script` is set, the service's script is loaded once with the
 * key appended; the deployment must then allow its origin in the CSP `script-src`.
 */
export const MAP_SERVICES: readonly { key: string; script: string }[] = [
  { key: 'gaodeMapKey', script: '' },
  { key: 'baiduMapKey', script: '' },
  { key: 'tencentMapKey', script: '' },
]
