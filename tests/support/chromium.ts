import { existsSync } from 'node:fs'

/** Flags for Chromium on a closed network (and as root, where the sandbox is unavailable). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--no-first-run',
]

/** Debian's Chromium (or CHROMIUM_PATH); undefined lets Playwright use its own browser on a laptop. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string))
}
