import type { Config } from '../../../config'

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/

/**
 * The origin a phone opens the scanned QR code at: QR_SCAN_ORIGIN when set, else the shell's own
 * origin, except in production on a loopback origin, which no phone can reach; then there is no
 * scan address and the login page says 'Missing parameter: scan address' (§8).
 */
export function scanOrigin(config: Config): string | null {
  if (config.qrScanOrigin) return config.qrScanOrigin
  if (config.demo) return config.shellOrigin
  return LOOPBACK.test(new URL(config.shellOrigin).hostname) ? null : config.shellOrigin
}

/**
 * The phone page a QR code points at. `via=scan` marks an address read from the QR code, so the
 * phone page can warn when it was opened otherwise (a link sent to the user). The marker is no
 * secret: whoever made the ticket sees it in the QR code and can copy it into a link, so it only
 * tells an honest scan from a link that was not copied from a QR code; the number the user must
 * match against the desktop is what stops a sign-in the user cannot see.
 */
export const scanUrl = (origin: string, ticket: string): string =>
  `${origin}/qr/confirm?ticket=${encodeURIComponent(ticket)}&via=scan`
