import { shellOriginsOf, type Config } from '../config'
import { reportDirectives } from './csp-reporting'

/**
 * CSP of the shell page: sub-app frames only from `frameOrigins` (the first-party apps origin, and for a signed-in
 * session its tenant's installed apps and its own development builds: shell-site.ts), never framed itself;
 * violations reported.
 */
export function shellPolicy(config: Config, frameOrigins: readonly string[] = [config.appsOrigin]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    `frame-src ${frameOrigins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    ...reportDirectives(config, 'shell'),
  ].join('; ')
}

/** CSP of a sub-app page: framed only by the shell, talking only to itself and the gateway; violations reported. */
export function subAppPolicy(config: Config): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${config.shellOrigin}`,
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
