// Cold open: a menu click on an app with no live iframe until the probe in the new frame is
// ready (its path shown and its bridge connection's `ready` resolved), in the frame's own clock.
import { clickMenu, waitAppReady } from './lib/portal.mjs'
import { round, summarise } from './lib/stats.mjs'

// Three to eight are opened for the first time; one, two and three again after the pool (five
// alive) evicted them, so their files come from the HTTP cache.
const SEQUENCE = ['probe-3', 'probe-4', 'probe-5', 'probe-6', 'probe-7', 'probe-8', 'probe-1', 'probe-2', 'probe-3', 'probe-4']

export async function benchColdOpen({ page }) {
  const runs = []
  for (const app of SEQUENCE) {
    const alive = await page.evaluate((app) => Boolean(document.querySelector(`iframe[name="${app}"]`)), app)
    if (alive) throw new Error(`${app} still has a live iframe; the pool should have evicted it`)
    const clickedAt = await clickMenu(page, app)
    const readyAt = await waitAppReady(page, app)
    runs.push({ app, ms: round(readyAt - clickedAt) })
  }
  const firstTime = summarise(runs.slice(0, 6).map((r) => r.ms))
  const total = summarise(runs.map((r) => r.ms))
  return {
    name: 'cold-open',
    description: 'menu click on an app without a live iframe → probe path shown and bridge connection ready (fresh frame)',
    unit: 'ms',
    total,
    firstTime,
    reopened: summarise(runs.slice(6).map((r) => r.ms)),
    samples: runs,
    rows: [
      { figure: 'cold open median', value: total.median, unit: 'ms', target: null, better: 'lower' },
      { figure: 'cold open p95', value: total.p95, unit: 'ms', target: null, better: 'lower' },
      { figure: 'cold open, first load median', value: firstTime.median, unit: 'ms', target: null, better: 'lower' },
    ],
  }
}
