// Cold open: a menu click on an app with no live iframe until the probe in the new frame is
// ready (its path shown and its bridge connection's `ready` resolved), in the frame's own clock,
// with the main steps between (from the frame's navigation timing; what follows the last step is
// the bridge handshake).
// Beside it, the floor under it: a bare iframe of the same page appended by a script, without the
// shell, until its DOMContentLoaded, so the shell's own share of a cold open can be read off.
import { clickMenu, probeFrame, waitAppReady } from './lib/portal.mjs'
import { round, summarise } from './lib/stats.mjs'

// Three to eight are opened for the first time; one, two and three again after the pool (five
// alive) evicted them, so their files come from the HTTP cache.
const SEQUENCE = ['probe-3', 'probe-4', 'probe-5', 'probe-6', 'probe-7', 'probe-8', 'probe-1', 'probe-2', 'probe-3', 'probe-4']
const BARE_RUNS = 8
/** The target of the median cold open (ms). */
const TARGET_MS = 50

/** The main steps of a cold open, in ms from the click: [key, label]. */
const STEPS = [
  ['navigation', 'the frame starts its navigation (the shell drew the page)'],
  ['response', 'its page\'s response arrives'],
  ['parsed', 'its page is parsed (document committed, scripts fetched)'],
  ['loaded', 'its scripts ran (DOMContentLoaded)'],
]

/** In the probe frame: its navigation's steps, epoch ms in its own clock. */
function frameSteps() {
  const entry = performance.getEntriesByType('navigation')[0]
  const at = (ms) => performance.timeOrigin + ms
  return { navigation: performance.timeOrigin, response: at(entry.responseStart), parsed: at(entry.domInteractive), loaded: at(entry.domContentLoadedEventEnd) }
}

/** In the page: append an iframe of `src` (out of sight), answer its name and the time it was appended (epoch ms). */
function appendBare(src) {
  const frame = document.createElement('iframe')
  frame.name = `bare-${Math.random().toString(36).slice(2)}`
  frame.style.cssText = 'position:fixed;left:-2000px;top:0;width:800px;height:600px'
  const at = performance.timeOrigin + performance.now()
  frame.src = src
  document.body.append(frame)
  return { name: frame.name, at }
}

/** A bare iframe of a probe page: appended → its DOMContentLoaded, in its own clock. */
async function bareOpen(page, src) {
  const { name, at } = await page.evaluate(appendBare, src)
  const deadline = Date.now() + 20_000
  for (;;) {
    const frame = page.frames().find((f) => f.name() === name && !f.isDetached())
    const loaded = await frame?.evaluate(() => {
      const entry = performance.getEntriesByType('navigation')[0]
      return entry?.domContentLoadedEventEnd ? performance.timeOrigin + entry.domContentLoadedEventEnd : null
    }).catch(() => null)
    if (loaded) {
      await page.evaluate((name) => document.querySelector(`iframe[name="${name}"]`)?.remove(), name)
      return round(loaded - at)
    }
    if (Date.now() > deadline) throw new Error(`bare iframe ${src} never loaded`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

export async function benchColdOpen({ page }) {
  const runs = []
  let appsOrigin = null
  for (const app of SEQUENCE) {
    const alive = await page.evaluate((app) => Boolean(document.querySelector(`iframe[name="${app}"]`)), app)
    if (alive) throw new Error(`${app} still has a live iframe; the pool should have evicted it`)
    const clickedAt = await clickMenu(page, app)
    const readyAt = await waitAppReady(page, app)
    const steps = await (await probeFrame(page, app)).evaluate(frameSteps)
    runs.push({ app, ms: round(readyAt - clickedAt), ...Object.fromEntries(STEPS.map(([key]) => [key, round(steps[key] - clickedAt)])) })
    appsOrigin ??= await page.evaluate((app) => new URL(document.querySelector(`iframe[name="${app}"]`).src).origin, app)
  }
  const bare = []
  for (let i = 0; i < BARE_RUNS; i += 1) {
    await page.waitForTimeout(300)
    bare.push(await bareOpen(page, `${appsOrigin}/probe-${(i % 8) + 1}/page-a`))
  }
  const firstTime = summarise(runs.slice(0, 6).map((r) => r.ms))
  const total = summarise(runs.map((r) => r.ms))
  const floor = summarise(bare)
  const steps = Object.fromEntries(STEPS.map(([key]) => [key, summarise(runs.map((r) => r[key]))]))
  return {
    name: 'cold-open',
    description: 'menu click on an app without a live iframe → probe path shown and bridge connection ready (fresh frame); floor: a bare iframe of the same page → DOMContentLoaded',
    unit: 'ms',
    total,
    firstTime,
    reopened: summarise(runs.slice(6).map((r) => r.ms)),
    floor,
    steps,
    samples: runs,
    bareSamples: bare,
    rows: [
      { figure: 'cold open median', value: total.median, unit: 'ms', target: `≤ ${TARGET_MS}`, pass: total.median <= TARGET_MS, ratio: round(total.median / TARGET_MS), better: 'lower' },
      ...STEPS.map(([key, label]) => ({ figure: `  step, median from the click: ${label}`, value: steps[key].median, unit: 'ms', target: null, better: 'lower' })),
      { figure: 'cold open p95', value: total.p95, unit: 'ms', target: null, better: 'lower' },
      { figure: 'cold open, first load median', value: firstTime.median, unit: 'ms', target: null, better: 'lower' },
      { figure: 'bare iframe → DOMContentLoaded median (floor)', value: floor.median, unit: 'ms', target: null, better: 'lower' },
    ],
  }
}
