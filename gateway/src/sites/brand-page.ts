import type { SysInfo } from '../brands/brand-of-host'

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * Puts the host's brand into the shell page before any script runs (§1): the system info as a
 * meta element the shell stores as `sysInfo`, the tab title and the favicon; and the SSO offer.
 */
export function markBrand(html: string, brand: SysInfo, sso: { enabled: boolean; name: string }): string {
  const tags = [
    `<meta name="hr-portal-brand" content="${escapeAttribute(JSON.stringify(brand))}">`,
    // Whether the login page offers single sign-on, so it need not ask (login route: no request before sign-in).
    `<meta name="hr-portal-sso" content="${escapeAttribute(JSON.stringify(sso))}">`,
  ]
  if (brand.logoUrl) tags.push(`<link rel="icon" href="${escapeAttribute(brand.logoUrl)}">`)
  let page = html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${tags.join('\n    ')}`)
  if (brand.sysName) page = page.replace(/<title>[^<]*<\/title>/i, `<title>${escapeAttribute(brand.sysName)}</title>`)
  return page
}
