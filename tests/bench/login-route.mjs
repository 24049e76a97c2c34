// The login route's weight and the cold path after it: a fresh browser (empty cache) opens /login;
// every script it loads is summed gzip-compressed (the budget's measure), and as the gateway sent it. Then
// sign-ins in fresh contexts (empty cache each), timed in the page's own clock from the click on
// "Sign in" until the first sub-app shows its content (on the home dashboard: its first widget), with the waterfall's
// main steps. Beside them, their floor in the same run: a bare page navigation, the first app's page (the one its
// first frame showed) opened alone in a fresh context (empty cache), from the navigation's start to its load event.
import { gzipSync } from 'node:zlib'
import { round, summarise } from './lib/stats.mjs'

export const LOGIN_BUDGET_KB = 90
/** Target for the sign-in click → first sub-app content, median. */
export const SIGN_IN_TARGET_MS = 500
/** Target for the sign-in click → first sub-app content as a multiple of its floor, the bare page navigation. */
export const SIGN_IN_FLOOR_TARGET = 2.5
const FLOOR_NAME = 'bare page navigation'
const SIGN_INS = 5

/** Scripts (by URL) a page loads, with their gzip sizes and the bytes the gateway sent (as encoded). */
function collectScripts(page) {
  const scripts = new Map()
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    try {
      const gzip = gzipSync(await response.body(), { level: 9 }).length
      const sent = (await response.request().sizes()).responseBodySize
      scripts.set(response.url(), { gzip, sent, encoding: (await response.allHeaders())['content-encoding'] ?? 'none' })
    } catch {
      /* a navigation dropped the body */
    }
  })
  return scripts
}

/** The landing page's first frame: an app's page, or a widget's on the home dashboard. */
const FIRST_FRAME = '.app-frame iframe, .widget-card iframe'
/** The landing page shows content: the active app's frame, or a widget on the home dashboard, is ready. */
const FIRST_READY = '.app-frame[data-active="true"][data-state="ready"], .widget-card[data-state="ready"]'

/**
 * Runs in the shell page before its scripts: records (epoch ms, the page's clock) the click on
 * the submit button, the address turning to a portal page, the first app frame inserted and the
 * active frame marked ready.
 */
function signInMarks([firstFrame, firstReady]) {
  if (window !== window.top) return
  const marks = (window.__signIn = {})
  const now = () => performance.timeOrigin + performance.now()
  document.addEventListener(
    'click',
    (event) => {
      if (!marks.click && event.target instanceof Element && event.target.closest('button[type="submit"]'))
        marks.click = performance.timeOrigin + event.timeStamp
    },
    true,
  )
  for (const name of ['pushState', 'replaceState']) {
    const original = history[name]
    history[name] = function (...args) {
      const result = original.apply(this, args)
      if (!marks.portal && location.pathname.startsWith('/portal/')) marks.portal = now()
      return result
    }
  }
  new MutationObserver(() => {
    if (!marks.frame && document.querySelector(firstFrame)) marks.frame = now()
    if (!marks.ready && document.querySelector(firstReady)) marks.ready = now()
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-state', 'data-active'],
  })
}

/** In the page, after the sign-in: the marks and the resource timings of the requests that matter (epoch ms). */
function readWaterfall(firstFrame) {
  const at = (entry, key) => (entry ? performance.timeOrigin + entry[key] : null)
  const resources = performance.getEntriesByType('resource')
  const find = (part) => resources.find((e) => e.name.includes(part))
  const login = find('/account/login')
  const session = ['/user/getLoginUserInfo', '/permission/getLoginPermission', '/elesMenu/menuTreeForPc'].map(find)
  // The first app's document: the first frame's address (the shell may frame other pages before it).
  const src = document.querySelector(firstFrame)?.getAttribute('src')
  const frame = src
    ? resources.find((e) => e.initiatorType === 'iframe' && e.name === new URL(src, location.href).href)
    : null
  return {
    ...window.__signIn,
    loginSent: at(login, 'startTime'),
    loginAnswered: at(login, 'responseEnd'),
    sessionLoaded: session.every(Boolean) ? Math.max(...session.map((e) => at(e, 'responseEnd'))) : null,
    layoutAnswered: at(find('/dashboard/layout'), 'responseEnd'),
    appDocument: at(frame, 'responseEnd'),
    frameUrl: src ? new URL(src, location.href).href : null,
  }
}

/** One sign-in as staff (one tenant: no tenant pick) in a fresh context; answers its steps in ms from the click. */
async function signInOnce(browser, shell) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    await context.addInitScript(signInMarks, [FIRST_FRAME, FIRST_READY])
    const page = await context.newPage()
    page.setDefaultTimeout(30_000)
    await page.goto(`${shell}/login`, { waitUntil: 'networkidle' })
    await page.getByLabel(/账号|Account/).fill('staff')
    await page.getByLabel(/登录密码|Login password/).fill('Staff@12345')
    await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click()
    await page.waitForURL(/\/portal\//)
    await page.locator(FIRST_READY).first().waitFor()
    const w = await page.evaluate(readWaterfall, FIRST_FRAME)
    const since = (t) => (t == null || w.click == null ? NaN : round(t - w.click))
    return {
      loginSent: since(w.loginSent),
      loginAnswer: since(w.loginAnswered),
      loginServer: w.loginAnswered != null ? round(w.loginAnswered - w.loginSent) : NaN,
      session: since(w.sessionLoaded),
      portal: since(w.portal),
      layout: since(w.layoutAnswered),
      frame: since(w.frame),
      appDocument: since(w.appDocument),
      ready: since(w.ready),
      frameUrl: w.frameUrl,
    }
  } finally {
    await context.close()
  }
}

const STEPS = [
  ['loginSent', 'click → sign-in request sent'],
  ['loginAnswer', '→ gateway sign-in answer'],
  ['session', '→ user, permissions and menu tree loaded'],
  ['portal', '→ portal route'],
  ['layout', '→ home dashboard layout answered (when the landing page is the dashboard)'],
  ['frame', '→ first app frame created'],
  ['appDocument', '→ first app page loaded (load event of its frame)'],
  ['ready', '→ first app content (frame ready)'],
]

/** The floor: `url` opened alone in a fresh context (empty cache); its navigation's start → its load event, ms. */
async function bareNavigation(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    page.setDefaultTimeout(30_000)
    await page.goto(url, { waitUntil: 'load' })
    return round(await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd))
  } finally {
    await context.close()
  }
}

export async function benchLoginRoute({ browser, shell }, { signIns = SIGN_INS } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  let loginBytes = 0
  let sentBytes = 0
  let encodings = ''
  let loginFiles = []
  try {
    const page = await context.newPage()
    page.setDefaultTimeout(30_000)
    const scripts = collectScripts(page)
    await page.goto(`${shell}/login`, { waitUntil: 'networkidle' })
    await page.getByLabel(/账号|Account/).waitFor()
    loginBytes = [...scripts.values()].reduce((sum, script) => sum + script.gzip, 0)
    sentBytes = [...scripts.values()].reduce((sum, script) => sum + script.sent, 0)
    encodings = [...new Set([...scripts.values()].map((script) => script.encoding))].sort().join(', ')
    loginFiles = [...scripts.keys()].map((url) => new URL(url).pathname)
  } finally {
    await context.close()
  }

  const runs = []
  for (let i = 0; i < signIns; i++) runs.push(await signInOnce(browser, shell))
  const steps = Object.fromEntries(
    [...STEPS.map(([key]) => key), 'loginServer'].map((key) => [
      key,
      summarise(runs.map((r) => r[key]).filter(Number.isFinite)),
    ]),
  )
  const total = steps.ready
  const frameUrl = runs.find((r) => r.frameUrl)?.frameUrl
  if (!frameUrl) throw new Error('login-route: no sign-in showed an app frame')
  const bare = []
  for (let i = 0; i < signIns; i++) bare.push(await bareNavigation(browser, frameUrl))
  const floor = summarise(bare)
  const toFloor = round(total.median / floor.median)
  const kb = round(loginBytes / 1024)
  return {
    name: 'login-route',
    description: `/login in an empty cache: scripts loaded (gzip); then ${signIns} sign-ins in fresh contexts, click → first sub-app content, in the page's clock`,
    loginKb: kb,
    loginFiles,
    coldSignInMs: total.median,
    floor: { url: new URL(frameUrl).pathname, ...floor },
    steps,
    samples: runs,
    rows: [
      {
        figure: 'login route scripts (gzip)',
        value: kb,
        unit: 'KB',
        target: `≤ ${LOGIN_BUDGET_KB}`,
        pass: kb <= LOGIN_BUDGET_KB,
        better: 'lower',
      },
      {
        figure: `  as the gateway sent them (${encodings})`,
        value: round(sentBytes / 1024),
        unit: 'KB',
        target: null,
        better: 'lower',
      },
      {
        figure: `sign-in click → first sub-app content, median of ${total.n} / max`,
        value: `${total.median} / ${total.max}`,
        unit: 'ms',
        target: `≤ ${SIGN_IN_TARGET_MS}`,
        pass: total.median <= SIGN_IN_TARGET_MS,
        ratio: round(total.median / SIGN_IN_TARGET_MS),
        compare: total.median,
        compareAs: 'median',
        better: 'lower',
        floor: floor.median,
        floorName: FLOOR_NAME,
      },
      {
        figure: `  its floor: ${FLOOR_NAME} (the first app's page alone, empty cache, → load), median of ${floor.n}`,
        value: floor.median,
        unit: 'ms',
        target: null,
        better: 'lower',
      },
      {
        figure: 'sign-in click → first sub-app content ÷ its floor (medians, same run)',
        value: toFloor,
        unit: '×',
        target: `≤ ${SIGN_IN_FLOOR_TARGET}`,
        pass: toFloor <= SIGN_IN_FLOOR_TARGET,
        better: 'lower',
      },
      ...STEPS.slice(0, -1).map(([key, label]) => ({
        figure: `  step, median from the click: ${label}`,
        value: steps[key].median,
        unit: 'ms',
        target: null,
        better: 'lower',
      })),
      {
        figure: "  of which the gateway's sign-in request (password hash included)",
        value: steps.loginServer.median,
        unit: 'ms',
        target: null,
        better: 'lower',
      },
    ],
  }
}
