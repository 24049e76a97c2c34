import { mapScriptOf, shellOriginsOf, type Config } from '../config'
import { captchaProviderOrigins } from '../config-captcha'
import { reportDirectives } from './csp-reporting'

/**
 * CSP of the shell page: sub-app frames only from `frameOrigins` (the first-party apps origin, and for a signed-in
 * session its tenant's installed apps and its own development builds: shell-site.ts), never framed itself;
 * a hosted challenge provider's widget when one is configured; violations reported.
 */
export function shellPolicy(config: Config, frameOrigins: readonly string[] = [config.appsOrigin]): string {
  // A hosted challenge provider's widget (CAPTCHA_PROVIDER): its script, frame, styles and calls.
  const captcha = captchaProviderOrigins(config.captchaProvider)
    .map((origin) => ` ${origin}`)
    .join('')
  return [
    "default-src 'self'",
    `script-src 'self'${captcha}`,
    `style-src 'self' 'unsafe-inline'${captcha}`,
    "img-src 'self' data: blob:",
    `connect-src 'self'${captcha}`,
    `frame-src ${frameOrigins.join(' ')}${captcha}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    ...reportDirectives(config, 'shell'),
  ].join('; ')
}

/**
 * The origins the map script and what it loads come from (its scripts, styles, tiles and data calls): none for the
 * demo stand-in on the apps origin itself, AMap's hosts for the AMap API, else the configured script's origin.
 */
export function mapOrigins(config: Config): string[] {
  const url = new URL(mapScriptOf(config))
  if (url.origin === config.appsOrigin) return []
  if (url.hostname === 'amap.com' || url.hostname.endsWith('.amap.com'))
    return ['https://*.amap.com', 'https://*.autonavi.com']
  return [url.origin]
}

/**
 * CSP of a sub-app page: framed only by the shell, talking only to itself and the gateway, and to the map provider
 * (the clock-in page's map); videos play from the gateway's signed file links; violations reported.
 */
export function subAppPolicy(config: Config): string {
  const map = mapOrigins(config)
    .map((origin) => ` ${origin}`)
    .join('')
  return [
    "default-src 'self'",
    `script-src 'self'${map}`,
    `style-src 'self' 'unsafe-inline'${map}`,
    `img-src 'self' data: blob:${map}`,
    "font-src 'self' data:",
    `media-src 'self' ${config.shellOrigin}`,
    `connect-src 'self' ${config.shellOrigin}${map}`,
    `frame-ancestors ${shellOriginsOf(config).join(' ')}`,
    "base-uri 'self'",
    "object-src 'none'",
    ...reportDirectives(config, 'app'),
  ].join('; ')
}

// esbuild names entries, chunks and assets `<name>-<8-character hash>.<ext>` (build.mjs).
const HASHED = /-[A-Z0-9]{8}\.(js|css|svg|png|jpe?g|gif|webp|woff2?)$/

/** Hashed assets never change under their name; everything else is revalidated. */
export function cacheControlFor(path: string): string {
  return HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'
}

/** A GET the history-mode fallback answers with index.html: no file extension in the last segment. */
export function isPagePath(path: string): boolean {
  const last = path.split('?')[0].split('/').pop() ?? ''
  return !last.includes('.')
}
