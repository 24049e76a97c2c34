// Prewarmed open: the pointer rests on an app's menu link, the shell starts its frame in the
// background; then a click on the link, until the frame is visible, the next animation frame has
// run and the frame answers a postMessage. In the same run, the warm switch back to the app shown
// before, measured the same way, for the ratio.
import { round, summarise } from './lib/stats.mjs'

const SAMPLES = 8
const APPS = ['probe-4', 'probe-5', 'probe-6', 'probe-7']

/** In the page: click `selector`, answer the ms until `app`'s frame is visible, a frame ran and it echoed. */
function showBy({ app, selector, timeout }) {
  const target = [...document.querySelectorAll(selector)].find((el) => el.textContent.includes(`探针 ${app}`))
  const iframe = document.querySelector(`iframe[name="${app}"]`)
  if (!target || !iframe) throw new Error(`no link or iframe for ${app}`)
  const visible = () => getComputedStyle(iframe).visibility !== 'hidden'
  if (visible()) throw new Error(`${app} is already visible`)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${app} not shown within ${timeout} ms`)), timeout)
    const phases = {}
    const done = () => {
      if (phases.frame === undefined || phases.echo === undefined) return
      clearTimeout(timer)
      resolve(Math.max(phases.frame, phases.echo))
    }
    const shown = () => {
      requestAnimationFrame(() => { phases.frame = performance.now() - start; done() })
      const id = Math.random()
      const onMessage = (event) => {
        if (event.source !== iframe.contentWindow || event.data?.benchPong !== id) return
        window.removeEventListener('message', onMessage)
        phases.echo = performance.now() - start
        done()
      }
      window.addEventListener('message', onMessage)
      iframe.contentWindow.postMessage({ benchPing: id }, '*')
    }
    const observer = new MutationObserver(() => { if (visible()) { observer.disconnect(); shown() } })
    observer.observe(document.body, { attributes: true, subtree: true, attributeFilter: ['style', 'hidden', 'class'] })
    const start = performance.now()
    target.click()
    if (visible()) { observer.disconnect(); shown() }
  })
}

export async function benchPrewarm({ page, shell }) {
  const prewarmed = []
  const warm = []
  for (let i = 0; i < SAMPLES; i++) {
    const app = APPS[i % APPS.length]
    // A fresh portal page: the pool holds the page's app and whatever idle prewarming started.
    await page.goto(`${shell}/portal/probe-1/page-a`)
    await page.locator('.app-frame[data-app="probe-1"][data-state="ready"][data-active="true"]').waitFor()
    const link = page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: `探针 ${app}`, exact: true })
    await link.hover()
    await page.locator(`.app-frame[data-app="${app}"][data-state="ready"]`).waitFor({ state: 'attached', timeout: 20_000 })
    prewarmed.push(await page.evaluate(showBy, { app, selector: 'nav[aria-label="主菜单"] a', timeout: 5_000 }))
    await page.waitForTimeout(50)
    warm.push(await page.evaluate(showBy, { app: 'probe-1', selector: '[role="tab"]', timeout: 5_000 }))
  }
  const open = summarise(prewarmed)
  const back = summarise(warm)
  const ratio = round(open.median / back.median)
  return {
    name: 'prewarm',
    description: 'hover on a menu link (frame started in the background), then its click → frame visible, next frame and echo; warm switch back in the same run',
    unit: 'ms',
    prewarmed: open,
    warmSwitch: back,
    ratio,
    rows: [
      { figure: 'prewarmed open median / p95', value: `${open.median} / ${open.p95}`, unit: 'ms', target: null },
      { figure: 'warm switch in the same run, median / p95', value: `${back.median} / ${back.p95}`, unit: 'ms', target: null },
      { figure: 'prewarmed open ÷ warm switch (median)', value: ratio, unit: '×', target: '≤ 1.5 (as fast as a warm switch)', pass: ratio <= 1.5 },
    ],
  }
}
