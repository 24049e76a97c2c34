import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, DESKTOP_BROWSER, testChromiumPath } from './tests/support/chromium'

// Tests that measure how fast the shell answers under a flood or a hung app: they run alone, after the others,
// so no other worker's browser competes for the cores while they measure (`scripts/e2e.mjs` runs the two projects).
const SOLO = ['**/bridge-flood.spec.ts', '**/bridge-security.spec.ts', '**/isolation.spec.ts']
// Files whose worker-scoped options differ from the others' run in projects of their own, next to the shared ones: a
// worker serves one set of such options, so each such file met among the others would stop a worker and start another
// (its product and its browser). Keyboard flows in the desktop browser (tests/support/chromium.ts DESKTOP_BROWSER):
const DESKTOP = ['**/app-request-approval.spec.ts', '**/bars-keyboard.spec.ts', '**/keyboard.spec.ts']
// Hung apps: a trace's snapshots read every frame and would wait for the hung one (the shell itself does not).
const UNTRACED = ['**/unresponsive-apps.spec.ts']

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two workers, each with its own product (ports, data directory) and browser; a test file runs on one worker
  // unless it says its tests are independent. E2E_WORKERS overrides it (1 to watch a single flow).
  workers: Number(process.env.E2E_WORKERS) || 2,
  // One retry, on a fresh product: a test that fails twice fails the run; one that passes on its retry is listed
  // as flaky (the list reporter's summary names it) and is a bug to fix, not a pass to forget.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The built product the workers import (dist/gateway/main.mjs, 3 MB) is plain JavaScript: not run through the test
  // transform, which took each worker seconds.
  build: { external: ['**/dist*/**'] },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
    // A trace only of a retried test: recording every test's actions across its frames made the suite several times slower.
    trace: 'on-first-retry',
  },
  projects: [
    // Listed first, their files start the run: the hung apps' waits then overlap the others' work, not the run's end.
    { name: 'desktop', testMatch: DESKTOP, use: DESKTOP_BROWSER },
    { name: 'untraced', testMatch: UNTRACED, use: { trace: 'off' } },
    { name: 'shared', testIgnore: [...SOLO, ...DESKTOP, ...UNTRACED] },
    { name: 'solo', testMatch: SOLO, workers: 1 },
  ],
})
