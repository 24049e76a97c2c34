// Prewarmed open: the pointer rests on an app's menu link, the shell starts its frame in the
// background; then a click on the link, until the frame is visible, the next animation frame has
// run and the frame answers a postMessage. In the same run, the warm switch back to the app shown
// before, measured the same way, for the ratio.
import { showApp } from './lib/portal.mjs'
import { round, summarise } from './lib/stats.mjs'

const SAMPLES = 8
const APPS = ['probe-4', 'probe-5', 'probe-6', 'probe-7']

export async function benchPrewarm({ page, shell }) {
  const prewarmed = []
  const warm = []
  for (let i = 0; i < SAMPLES; i++) {
    const app = APPS[i % APPS.length]
    // A fresh portal page: the pool holds the page's app and whatever idle prewarming started.
    await page.goto(`${shell}/portal/probe-1/page-a`)
    await page.locator('.app-frame[data-app="probe-1"][data-state="ready"][data-active="true"]').waitFor()
    const link = page
      .getByRole('navigation', { name: '主菜单' })
      .getByRole('link', { name: `探针 ${app}`, exact: true })
    await link.hover()
    await page
      .locator(`.app-frame[data-app="${app}"][data-state="ready"]`)
      .waitFor({ state: 'attached', timeout: 20_000 })
    prewarmed.push(
      (await page.evaluate(showApp, { app, selector: 'nav[aria-label="主菜单"] a', timeout: 5_000 })).total,
    )
    await page.waitForTimeout(50)
    warm.push((await page.evaluate(showApp, { app: 'probe-1', timeout: 5_000 })).total)
  }
  const open = summarise(prewarmed)
  const back = summarise(warm)
  const ratio = round(open.median / back.median)
  return {
    name: 'prewarm',
    description:
      'hover on a menu link (frame started in the background), then its click → frame visible, next frame and echo; warm switch back in the same run',
    unit: 'ms',
    prewarmed: open,
    warmSwitch: back,
    ratio,
    rows: [
      {
        figure: 'prewarmed open median / p95',
        value: `${open.median} / ${open.p95}`,
        unit: 'ms',
        target: null,
        compare: open.median,
        compareAs: 'median',
        better: 'lower',
      },
      {
        figure: 'warm switch in the same run, median / p95',
        value: `${back.median} / ${back.p95}`,
        unit: 'ms',
        target: null,
        compare: back.median,
        compareAs: 'median',
        better: 'lower',
      },
      {
        figure: 'prewarmed open ÷ warm switch (median)',
        value: ratio,
        unit: '×',
        target: '≤ 1.5 (as fast as a warm switch)',
        pass: ratio <= 1.5,
        better: 'lower',
      },
    ],
  }
}
