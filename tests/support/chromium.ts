import { existsSync } from 'node:fs'

/**
 * Flags for Chromium on a closed network (and as root, where the sandbox is unavailable). Every site in its own
 * process, as in the desktop browser: the headless shell does not isolate sites unless told, and the portal relies
 * on cross-site frames running apart from the shell.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--site-per-process',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--no-first-run',
]

const firstPresent = (candidates: (string | undefined)[]) =>
  candidates.find((path): path is string => Boolean(path) && existsSync(path as string))

/** Debian's Chromium (or CHROMIUM_PATH); undefined lets Playwright use its own browser on a laptop. The benchmarks use it. */
export function chromiumPath(): string | undefined {
  return firstPresent([process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'])
}

/**
 * The browser the end-to-end suite drives: CHROMIUM_PATH, else Debian's Chromium headless shell (the same engine
 * and renderer without the desktop browser around it; the suite runs about a sixth faster on two cores), else
 * chromiumPath().
 */
export function testChromiumPath(): string | undefined {
  return firstPresent([process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell']) ?? chromiumPath()
}

/**
 * For a spec file whose keyboard flows run in the desktop browser (`test.use(DESKTOP_BROWSER)`): the headless shell
 * has no browser window around the page, so focus that leaves the page (a Tab past its start or end) does not come
 * back as it does for a person.
 */
export const DESKTOP_BROWSER = { launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } }
