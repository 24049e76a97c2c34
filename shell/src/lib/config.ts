// Shell configuration shipped with the build.

/**
 * App codes whose menu entries are hidden from the side menu (their pages stay routable), as the
 * demo data uses them: the home redirector, the personal centre (opened from the user's name)
 * and the developers' sub-app template (opened by its URL).
 */
export const HIDDEN_APP_CODES: readonly string[] = ['index', 'personal', 'template']

/** The hidden app whose first page the user's name in the top bar opens. */
export const PERSONAL_APP = 'personal'

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

/** The app whose pages are business-intelligence reports (§3 biReportIframeUrl, bi-userInfo, bi-token). */
export const BI_REPORT_APP = 'bi'
