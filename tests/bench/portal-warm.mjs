// Warm switch: probe-1 and probe-2 alive; a click on the other app's tab until that frame is
// visible in the page, the next animation frame has run, and the frame answers a postMessage.
// Beside it, its floor in the same run: the same wait without a switch (the next animation frame run and the shown
// frame's echo answered), which no switch can beat; the switch's median is also given as a multiple of it.
import { clickMenu, showApp, waitAppReady } from './lib/portal.mjs'
import { round, summarise } from './lib/stats.mjs'

/** In the page: one postMessage echo to the frame of `app`, no switch; ms. */
function echo({ app }) {
  const iframe = document.querySelector(`iframe[name="${app}"]`)
  return new Promise((resolve) => {
    const id = Math.random()
    const start = performance.now()
    const onMessage = (event) => {
      if (event.source !== iframe.contentWindow || event.data?.benchPong !== id) return
      window.removeEventListener('message', onMessage)
      resolve(performance.now() - start)
    }
    window.addEventListener('message', onMessage)
    iframe.contentWindow.postMessage({ benchPing: id }, '*')
  })
}

/** In the page, no switch: from now until the next animation frame has run and the frame of `app` answered an echo; ms. */
function frameAndEcho({ app }) {
  const iframe = document.querySelector(`iframe[name="${app}"]`)
  return new Promise((resolve) => {
    const id = Math.random()
    const start = performance.now()
    let frame
    let echo
    const done = () => {
      if (frame !== undefined && echo !== undefined) resolve(Math.max(frame, echo))
    }
    requestAnimationFrame(() => {
      frame = performance.now() - start
      done()
    })
    const onMessage = (event) => {
      if (event.source !== iframe.contentWindow || event.data?.benchPong !== id) return
      window.removeEventListener('message', onMessage)
      echo = performance.now() - start
      done()
    }
    window.addEventListener('message', onMessage)
    iframe.contentWindow.postMessage({ benchPing: id }, '*')
  })
}

/** The floor of a warm switch is named so in the rows and the baseline. */
const FLOOR_NAME = 'next frame + echo'

export async function benchWarmSwitch({ page, samples = 60, warmup = 6 }) {
  for (const app of ['probe-1', 'probe-2']) {
    await clickMenu(page, app)
    await waitAppReady(page, app)
  }
  const runs = []
  for (let i = 0; i < warmup + samples; i++) {
    const app = i % 2 === 0 ? 'probe-1' : 'probe-2'
    const phases = await page.evaluate(showApp, { app, timeout: 5_000 })
    if (i >= warmup) runs.push(phases)
    // Let the switch settle (URL, effects) before the next one: two frames and a little idle.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 20)))),
    )
  }
  // For comparison: the echo alone, to the shown frame and to the hidden one.
  const idle = { shown: [], hidden: [] }
  const [shown, hidden] = (warmup + samples) % 2 === 0 ? ['probe-2', 'probe-1'] : ['probe-1', 'probe-2']
  const floorSamples = []
  for (let i = 0; i < 20; i++) {
    idle.shown.push(await page.evaluate(echo, { app: shown }))
    idle.hidden.push(await page.evaluate(echo, { app: hidden }))
    // Started a little after a frame, as the switch's clicks are (after their settling wait).
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 20))))
    floorSamples.push(await page.evaluate(frameAndEcho, { app: shown }))
  }
  const floor = summarise(floorSamples)
  const pick = (key) => runs.map((run) => run[key])
  const total = summarise(pick('total'))
  return {
    name: 'warm-switch',
    description:
      "click on the other alive app's tab → iframe visible, next frame run and frame answering a postMessage echo",
    unit: 'ms',
    total,
    phases: { visible: summarise(pick('visible')), frame: summarise(pick('frame')), echo: summarise(pick('echo')) },
    echoWithoutSwitch: { shown: summarise(idle.shown), hidden: summarise(idle.hidden) },
    floor,
    samples: pick('total').map((ms) => round(ms)),
    rows: [
      {
        figure: 'warm switch median',
        value: total.median,
        unit: 'ms',
        target: '≤ 16.7 (one frame)',
        pass: total.median <= 16.7,
        better: 'lower',
        floor: floor.median,
        floorName: FLOOR_NAME,
      },
      {
        figure: `  its floor: ${FLOOR_NAME} without a switch, median`,
        value: floor.median,
        unit: 'ms',
        target: null,
        better: 'lower',
      },
      {
        figure: 'warm switch median ÷ its floor (same run)',
        value: round(total.median / floor.median),
        unit: '×',
        target: null,
        better: 'lower',
      },
      {
        figure: 'warm switch p95',
        value: total.p95,
        unit: 'ms',
        target: '< 50',
        pass: total.p95 < 50,
        better: 'lower',
      },
      {
        figure: 'of which: shown in the DOM / next frame / echo (medians)',
        value: ['visible', 'frame', 'echo'].map((k) => summarise(pick(k)).median).join(' / '),
        unit: 'ms',
        target: null,
      },
      {
        figure: 'echo without a switch, shown / hidden frame (median)',
        value: `${summarise(idle.shown).median} / ${summarise(idle.hidden).median}`,
        unit: 'ms',
        target: null,
      },
    ],
  }
}
