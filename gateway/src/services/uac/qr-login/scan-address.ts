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

/** The phone page a QR code points at. */
export const scanUrl = (origin: string, ticket: string): string => `${origin}/qr/confirm?ticket=${encodeURIComponent(ticket)}`
