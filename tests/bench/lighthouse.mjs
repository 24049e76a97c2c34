// The portal home through Lighthouse: a Chromium of its own (the machine's, headless) is signed in as admin (whose
// home dashboard holds 9 widgets), then Lighthouse loads /portal/dashboard in it with a cold cache (the session's
// token stays in localStorage, which Lighthouse does not clear), as a phone (its default: a mid-range phone's screen,
// simulated slow 4G and a 4× slower processor) and as a desktop (its desktop settings). Per form factor, the run with
// the median performance score gives the figures: performance, LCP, total blocking time, and the bytes fetched before
// the first screen's widgets had loaded (the shell's `hr:page-ready` mark), of which app pages that are not a widget
// of the first screen (prewarmed apps, spare frames).
import { chromium } from '@playwright/test'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeResult } from './lib/report.mjs'
import { round } from './lib/stats.mjs'
import { pickFirstTenant } from './lib/tenant.mjs'

export const MOBILE_SCORE_TARGET = 90
export const DESKTOP_SCORE_TARGET = 95
export const LCP_TARGET_MS = 2500
export const TBT_TARGET_MS = 200
/** The shell's mark when the page shown has its content: on the dashboard, the widgets in view have loaded. */
export const PAGE_READY_MARK = 'hr:page-ready'
const RUNS = { mobile: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3), desktop: 1 }
/** Runs lost to a trace without its navigation's start, tried again. */
const MAX_RETRIES = 3
const RESULTS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'results')
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/** Signs the browser on `port` in as admin (the first tenant) and waits for its home dashboard's first widget. */
async function signIn(port, shell) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const page = await browser.contexts()[0].newPage()
    page.setDefaultTimeout(30_000)
    await page.goto(`${shell}/login`)
    await page.getByLabel(/账号|Account/).fill('admin')
    await page.getByLabel(/登录密码|Login password/).fill('Admin@12345')
    await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click()
    await pickFirstTenant(page)
    await page.waitForURL(/\/portal\/dashboard$/)
    await page.locator('.widget-card[data-state="ready"]').first().waitFor()
    await page.close()
  } finally {
    // Only the connection closes: the browser stays for Lighthouse.
    await browser.close().catch(() => {})
  }
}

const ms = (audit) => round(audit?.numericValue ?? Number.NaN)

/** The figures of one Lighthouse result. */
function figuresOf(lhr) {
  const audits = lhr.audits
  const ready = audits['user-timings']?.details?.items?.find((item) => item.name === PAGE_READY_MARK)
  const requests = audits['network-requests']?.details?.items ?? []
  const before = ready ? requests.filter((r) => r.networkRequestTime <= ready.startTime) : []
  const kb = (list) => round(list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024)
  // App pages fetched before the first screen had loaded that are not its widgets: the spare frame's page and
  // prewarmed apps' pages (a widget's page is under /widgets/ of its app).
  const extra = before.filter(
    (r) =>
      r.resourceType === 'Document' &&
      r.url !== lhr.finalDisplayedUrl &&
      !new URL(r.url).pathname.includes('/widgets/'),
  )
  return {
    score: round((lhr.categories.performance.score ?? 0) * 100),
    lcp: ms(audits['largest-contentful-paint']),
    tbt: ms(audits['total-blocking-time']),
    fcp: ms(audits['first-contentful-paint']),
    readyMs: ready ? round(ready.startTime) : null,
    kbBeforeReady: ready ? kb(before) : null,
    requestsBeforeReady: before.length,
    extraPages: extra.map((r) => new URL(r.url).pathname),
    unusedJsKb: round((audits['unused-javascript']?.details?.overallSavingsBytes ?? 0) / 1024),
    kbTotal: kb(requests),
  }
}

/** Lighthouse `runs` times on `url` in the browser on `port`; the run with the median score, and all scores. */
async function audit(port, url, formFactor, runs) {
  const results = []
  let failures = 0
  while (results.length < runs) {
    const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }
    const { lhr } = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined)
    // A trace now and then lacks the navigation's start (NO_NAVSTART); Lighthouse's advice is to run again.
    if (lhr.runtimeError && lhr.runtimeError.code === 'NO_NAVSTART' && ++failures <= MAX_RETRIES) continue
    if (lhr.runtimeError) throw new Error(`lighthouse ${formFactor}: ${lhr.runtimeError.message}`)
    if (!lhr.finalDisplayedUrl.endsWith('/portal/dashboard'))
      throw new Error(`lighthouse ${formFactor}: the page ended at ${lhr.finalDisplayedUrl}, not the signed-in home`)
    results.push({ ...figuresOf(lhr), lhr })
  }
  const sorted = [...results].sort((a, b) => a.score - b.score)
  const { lhr, ...median } = sorted[Math.floor((sorted.length - 1) / 2)]
  // The median run's whole report, beside the other results (git-ignored), for a closer look.
  writeResult(RESULTS_DIR, `lighthouse-${formFactor}.report`, lhr)
  return { ...median, scores: results.map((r) => r.score) }
}

export async function benchLighthouse({ shell }) {
  const browser = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  })
  let mobile
  let desktop
  try {
    await signIn(browser.port, shell)
    const url = `${shell}/portal/dashboard`
    mobile = await audit(browser.port, url, 'mobile', RUNS.mobile)
    desktop = await audit(browser.port, url, 'desktop', RUNS.desktop)
  } finally {
    await browser.kill()
  }
  // Figure names stay the same from run to run (the baseline finds a figure by its name): what varies is in values.
  const bytesRows = (name, r) => [
    {
      figure: `  ${name}: bytes fetched before the first screen's widgets loaded`,
      value: r.kbBeforeReady ?? 'no page-ready mark',
      unit: 'KB',
      target: null,
      better: 'lower',
    },
    {
      figure: `  ${name}: the first screen's widgets loaded at (observed, not simulated) / requests before`,
      value: `${r.readyMs ?? '—'} ms / ${r.requestsBeforeReady}`,
      unit: '',
      target: null,
    },
    {
      figure: `  ${name}: of which app pages that are not a first-screen widget (prewarmed apps, spare frames)`,
      value: r.extraPages.length ? r.extraPages.join(', ') : 'none',
      unit: '',
      target: null,
    },
  ]
  return {
    name: 'lighthouse',
    description: `Lighthouse on the signed-in admin's /portal/dashboard, cold cache: mobile (its default throttling, median of ${RUNS.mobile}) and desktop`,
    mobile,
    desktop,
    rows: [
      {
        figure: 'Lighthouse mobile, portal home: performance (the median run)',
        value: mobile.score,
        unit: '',
        target: `≥ ${MOBILE_SCORE_TARGET}`,
        pass: mobile.score >= MOBILE_SCORE_TARGET,
        better: 'higher',
      },
      { figure: '  mobile: performance of each run', value: mobile.scores.join(', '), unit: '', target: null },
      {
        figure: '  mobile: largest contentful paint',
        value: mobile.lcp,
        unit: 'ms',
        target: `≤ ${LCP_TARGET_MS}`,
        pass: mobile.lcp <= LCP_TARGET_MS,
        better: 'lower',
      },
      {
        figure: '  mobile: total blocking time',
        value: mobile.tbt,
        unit: 'ms',
        target: `≤ ${TBT_TARGET_MS}`,
        pass: mobile.tbt <= TBT_TARGET_MS,
        better: 'lower',
      },
      ...bytesRows('mobile', mobile),
      {
        figure: '  mobile: unused JavaScript at start (Lighthouse estimate)',
        value: mobile.unusedJsKb,
        unit: 'KB',
        target: null,
        better: 'lower',
      },
      {
        figure: 'Lighthouse desktop, portal home: performance',
        value: desktop.score,
        unit: '',
        target: `≥ ${DESKTOP_SCORE_TARGET}`,
        pass: desktop.score >= DESKTOP_SCORE_TARGET,
        better: 'higher',
      },
      {
        figure: '  desktop: largest contentful paint / total blocking time',
        value: `${desktop.lcp} / ${desktop.tbt}`,
        unit: 'ms',
        target: null,
      },
      ...bytesRows('desktop', desktop),
    ],
  }
}
