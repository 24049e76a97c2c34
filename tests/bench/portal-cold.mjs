// Cold open: a menu click on an app with no live iframe until the probe in its frame is ready (its
// path shown and its bridge connection's `ready` resolved), in the frame's own clock. As the shell
// does it, the spare frame it keeps becomes the app's page (shell pool/spare-frame.ts); then, with
// the spare removed before each click, in a new frame, with that navigation's main steps (from the
// frame's navigation timing; what follows the last step is the bridge handshake).
// Beside it, the floor under a new frame: a bare iframe of the same page appended by a script,
// without the shell, until its DOMContentLoaded.
import { clickMenu, probeFrame, waitAppReady } from './lib/portal.mjs'
import { round, summarise } from './lib/stats.mjs'

// Three to eight are opened for the first time; one, two and three again after the pool (five
// alive) evicted them, so their files come from the HTTP cache.
const SEQUENCE = [
  'probe-3',
  'probe-4',
  'probe-5',
  'probe-6',
  'probe-7',
  'probe-8',
  'probe-1',
  'probe-2',
  'probe-3',
  'probe-4',
]
const BARE_RUNS = 8
/** The target of the median cold open (ms). */
const TARGET_MS = 50
/** The target of the median cold open as a multiple of its floor, the bare iframe of the same page. */
const FLOOR_TARGET = 1.2
const FLOOR_NAME = 'bare iframe'

/** The main steps of a cold open, in ms from the click: [key, label]. */
const STEPS = [
  ['navigation', 'the frame starts its navigation (the shell drew the page)'],
  ['response', "its page's response arrives"],
  ['parsed', 'its page is parsed (document committed, scripts fetched)'],
  ['loaded', 'its scripts ran (DOMContentLoaded)'],
]

/** The main steps of a cold open that took the spare frame, in ms from the click: [key, label]. */
const SPARE_STEPS = [
  ['posted', 'the shell asks the spare to become the app'],
  ['asked', 'the spare hears it and writes the page in'],
]

/** In a probe frame that was the spare: its steps, epoch ms in its own clock. */
function spareSteps() {
  return { asked: performance.timeOrigin + performance.getEntriesByName('hr-spare:become')[0].startTime }
}

/** In the probe frame: its navigation's steps, epoch ms in its own clock. */
function frameSteps() {
  const entry = performance.getEntriesByType('navigation')[0]
  const at = (ms) => performance.timeOrigin + ms
  return {
    navigation: performance.timeOrigin,
    response: at(entry.responseStart),
    parsed: at(entry.domInteractive),
    loaded: at(entry.domContentLoadedEventEnd),
  }
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
    const loaded = await frame
      ?.evaluate(() => {
        const entry = performance.getEntriesByType('navigation')[0]
        return entry?.domContentLoadedEventEnd ? performance.timeOrigin + entry.domContentLoadedEventEnd : null
      })
      .catch(() => null)
    if (loaded) {
      await page.evaluate((name) => document.querySelector(`iframe[name="${name}"]`)?.remove(), name)
      return round(loaded - at)
    }
    if (Date.now() > deadline) throw new Error(`bare iframe ${src} never loaded`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** The ready spare of the probes' kind (a first-party app's sandbox, no further features). */
const PROBE_SPARE =
  'iframe.app-spare[data-ready="true"][sandbox="allow-scripts allow-forms allow-same-origin"]:not([allow])'

/** Whether `app` has a live frame now. */
const aliveIn = (page, app) => page.evaluate((app) => Boolean(document.querySelector(`iframe[name="${app}"]`)), app)

/** In the page: removes the spare frame, so the next app opens in a new frame. */
const dropSpare = () =>
  document.querySelectorAll('iframe.app-spare').forEach((frame) => {
    frame.remove()
  })

/** Opens `app` cold: click → ready, whether it took the spare frame, and (for a new frame) its navigation's steps. */
async function openCold(page, app) {
  if (await aliveIn(page, app)) throw new Error(`${app} still has a live iframe; the pool should have evicted it`)
  const clickedAt = await clickMenu(page, app)
  const readyAt = await waitAppReady(page, app)
  const frame = await probeFrame(page, app)
  const spare = await frame.evaluate(() => performance.getEntriesByName('hr-spare:become').length > 0)
  const steps = await frame.evaluate(spare ? spareSteps : frameSteps)
  if (spare)
    steps.posted = await page.evaluate(
      () => performance.timeOrigin + performance.getEntriesByName('hr-spare:become').at(-1).startTime,
    )
  return {
    app,
    ms: round(readyAt - clickedAt),
    spare,
    ...Object.fromEntries(Object.entries(steps).map(([key, at]) => [key, round(at - clickedAt)])),
  }
}

export async function benchColdOpen({ page }) {
  // As a person opens apps: each click comes once the spare frame the shell keeps is ready.
  const runs = []
  for (const app of SEQUENCE) {
    await page.locator(PROBE_SPARE).waitFor({ state: 'attached', timeout: 20_000 })
    await page.waitForTimeout(100)
    runs.push(await openCold(page, app))
  }
  // Without a spare frame (one opened before the last one's spare is ready): each in a new frame.
  const fresh = []
  for (let i = 0; fresh.length < SEQUENCE.length; i += 1) {
    const app = `probe-${(i % 8) + 1}`
    if (await aliveIn(page, app)) continue
    await page.waitForTimeout(100)
    await page.evaluate(dropSpare)
    fresh.push(await openCold(page, app))
  }
  const appsOrigin = await page.evaluate(() => new URL(document.querySelector('.app-frame iframe').src).origin)
  const bare = []
  for (let i = 0; i < BARE_RUNS; i += 1) {
    await page.waitForTimeout(300)
    bare.push(await bareOpen(page, `${appsOrigin}/probe-${(i % 8) + 1}/page-a`))
  }
  const firstTime = summarise(runs.slice(0, 6).map((r) => r.ms))
  const total = summarise(runs.map((r) => r.ms))
  const newFrame = summarise(fresh.map((r) => r.ms))
  const floor = summarise(bare)
  const steps = Object.fromEntries(STEPS.map(([key]) => [key, summarise(fresh.map((r) => r[key]))]))
  const taken = runs.filter((r) => r.spare).length
  const spareSteps = Object.fromEntries(
    SPARE_STEPS.map(([key]) => [key, summarise(runs.filter((r) => r.spare).map((r) => r[key]))]),
  )
  return {
    name: 'cold-open',
    description:
      'menu click on an app without a live iframe → probe path shown and bridge connection ready, as the shell does it (the spare frame becomes the app) and in a new frame (no spare ready); floor: a bare iframe of the same page → DOMContentLoaded',
    unit: 'ms',
    total,
    firstTime,
    reopened: summarise(runs.slice(6).map((r) => r.ms)),
    newFrame,
    floor,
    steps,
    spareSteps,
    samples: runs,
    freshSamples: fresh,
    bareSamples: bare,
    rows: [
      {
        figure: 'cold open median',
        value: total.median,
        unit: 'ms',
        target: `≤ ${TARGET_MS}`,
        pass: total.median <= TARGET_MS,
        ratio: round(total.median / TARGET_MS),
        better: 'lower',
        floor: floor.median,
        floorName: FLOOR_NAME,
      },
      {
        figure: 'cold open median ÷ bare iframe median (its floor, same run)',
        value: round(total.median / floor.median),
        unit: '×',
        target: `≤ ${FLOOR_TARGET}`,
        pass: total.median / floor.median <= FLOOR_TARGET,
        better: 'lower',
      },
      { figure: '  opens that took the spare frame', value: taken, unit: `of ${runs.length}`, target: null },
      ...(taken
        ? SPARE_STEPS.map(([key, label]) => ({
            figure: `  step, median from the click: ${label}`,
            value: spareSteps[key].median,
            unit: 'ms',
            target: null,
            better: 'lower',
          }))
        : []),
      { figure: 'cold open p95', value: total.p95, unit: 'ms', target: null, better: 'lower' },
      { figure: 'cold open, first load median', value: firstTime.median, unit: 'ms', target: null, better: 'lower' },
      {
        figure: 'cold open in a new frame (no spare ready) median',
        value: newFrame.median,
        unit: 'ms',
        target: null,
        better: 'lower',
        floor: floor.median,
        floorName: FLOOR_NAME,
      },
      ...STEPS.map(([key, label]) => ({
        figure: `  step, median from the click: ${label}`,
        value: steps[key].median,
        unit: 'ms',
        target: null,
        better: 'lower',
      })),
      {
        figure: 'bare iframe → DOMContentLoaded median (floor of a new frame)',
        value: floor.median,
        unit: 'ms',
        target: null,
        better: 'lower',
      },
    ],
  }
}
