// The data table with 10,000 rows (the gallery's long table): first render, from the click to the
// first frame painted with the table, and frame times while it scrolls, in the frame's own clock.
import { summarise, round } from './lib/stats.mjs'
import { liveFrame } from './lib/portal.mjs'

const SAMPLES = 5
const SCROLL_MS = 3000
const SCROLL_STEP_PX = 120

async function galleryFrame(page, shell) {
  await page.goto(`${shell}/portal/gallery/pieces`)
  await page.locator('.app-frame[data-app="gallery"][data-state="ready"][data-active="true"]').waitFor()
  const frame = liveFrame(page, 'gallery')
  if (!frame) throw new Error('no gallery frame')
  return frame
}

async function renderOnce(frame) {
  const section = frame.getByTestId('long-table')
  await section.getByRole('button').first().click()
  await frame.locator('[data-testid="long-table"][data-render-ms]').waitFor({ timeout: 20_000 })
  return Number(await section.getAttribute('data-render-ms'))
}

/** Scrolls the table a fixed step every animation frame; answers the intervals between frames. */
function scrollFrames({ durationMs, stepPx }) {
  const el = document.querySelector('[data-testid="long-table"] [data-testid="data-table"]')
  return new Promise((resolve) => {
    const deltas = []
    let last = 0
    let end = 0
    const step = (now) => {
      deltas.push(now - last)
      last = now
      el.scrollTop += stepPx
      if (now < end && el.scrollTop + el.clientHeight < el.scrollHeight) requestAnimationFrame(step)
      else resolve({ deltas, rowsInDom: el.querySelectorAll('tbody tr[data-depth]').length, scrolledPx: el.scrollTop })
    }
    requestAnimationFrame((now) => {
      last = now
      end = now + durationMs
      requestAnimationFrame(step)
    })
  })
}

export async function benchUiTable({ page, shell }) {
  const renders = []
  let frame
  for (let i = 0; i < SAMPLES; i++) {
    frame = await galleryFrame(page, shell)
    renders.push(await renderOnce(frame))
  }
  const scroll = await frame.evaluate(scrollFrames, { durationMs: SCROLL_MS, stepPx: SCROLL_STEP_PX })
  const frames = summarise(scroll.deltas)
  const seconds = scroll.deltas.reduce((sum, d) => sum + d, 0) / 1000
  const fps = round(scroll.deltas.length / seconds, 1)
  const render = summarise(renders)
  return {
    name: 'ui-table',
    description:
      'data table of 10,000 rows: click → first frame painted with the table; frame intervals while scrolling 120 px a frame',
    unit: 'ms',
    render,
    scroll: { frames, fps, rowsInDom: scroll.rowsInDom, scrolledPx: scroll.scrolledPx },
    rows: [
      {
        figure: 'table 10,000 rows, first render median',
        value: render.median,
        unit: 'ms',
        target: '≤ 100',
        pass: render.median <= 100,
        better: 'lower',
      },
      {
        figure: 'table 10,000 rows, scrolling',
        value: fps,
        unit: 'frames/s',
        target: '≥ 58 (60)',
        pass: fps >= 58,
        better: 'higher',
      },
      {
        figure: 'table 10,000 rows, frame time median / p95 / max',
        value: `${frames.median} / ${frames.p95} / ${frames.max}`,
        unit: 'ms',
        target: 'max ≤ 50',
        pass: frames.max <= 50,
        compare: frames.max,
        compareAs: 'max',
        better: 'lower',
      },
      { figure: 'table rows in the page while scrolling', value: scroll.rowsInDom, unit: '', target: null },
    ],
  }
}
