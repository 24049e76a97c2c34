import { BridgeError, type TourRect, type TourStep } from '@hr-portal/bridge'
import { runTour, tourRunning, type TourOutcome, type TourRun } from './run-tour'

/** The frame a sub-app's tour runs over, and the app's side that measures its elements. */
export interface TourFrame {
  iframe: HTMLIFrameElement
  tourRect: (selector: string) => Promise<TourRect | null>
}

/**
 * A box of the shell's own over the frame's element: the shell cannot look inside a cross-origin
 * frame, so the app measures the element (`tourRect`) and this box, offset by the frame's position,
 * is what the tour highlights.
 */
function targetBox(): HTMLDivElement {
  const box = document.createElement('div')
  box.className = 'tour-frame-target'
  box.dataset.testid = 'tour-frame-target'
  box.setAttribute('aria-hidden', 'true')
  document.body.appendChild(box)
  return box
}

function place(box: HTMLElement, iframe: HTMLIFrameElement, rect: TourRect): HTMLElement | null {
  const frame = iframe.getBoundingClientRect()
  if (frame.width === 0 || frame.height === 0) return null
  // The frame's border and padding sit between its box and its page.
  const left = frame.left + iframe.clientLeft
  const top = frame.top + iframe.clientTop
  // Only the part of the element that shows inside the frame.
  const x = Math.max(rect.x, 0)
  const y = Math.max(rect.y, 0)
  const width = Math.min(rect.x + rect.width, iframe.clientWidth) - x
  const height = Math.min(rect.y + rect.height, iframe.clientHeight) - y
  if (width <= 0 || height <= 0) return null
  Object.assign(box.style, { left: `${left + x}px`, top: `${top + y}px`, width: `${width}px`, height: `${height}px` })
  return box
}

/** The sub-app tour running now, and the app it runs for. */
let running: { app: string; run: TourRun } | null = null

/**
 * Runs app `app`'s tour (`tour.start`) over its frame; resolves when it ends. A step whose element
 * the app does not find (or that is outside the frame) is skipped.
 */
export async function runFrameTour(app: string, frame: TourFrame | null, steps: TourStep[]): Promise<TourOutcome> {
  if (!frame?.iframe.isConnected) throw new BridgeError('handler_failed', "A tour runs over the app's page in a tab")
  if (tourRunning()) throw new BridgeError('dialog_busy', 'Another tour is running')
  const box = targetBox()
  const run = runTour(
    steps.map((step) => ({
      locate: async () => {
        const rect = await frame.tourRect(step.selector).catch(() => null)
        return rect && frame.iframe.isConnected ? place(box, frame.iframe, rect) : null
      },
      title: step.title,
      text: step.text,
    })),
  )
  const mine = { app, run }
  running = mine
  try {
    return await run.done
  } finally {
    if (running === mine) running = null
    box.remove()
  }
}

/** The app's frame went (tab closed, app evicted, retried): its tour ends, answering `closed`. */
export function endFrameTour(app: string) {
  if (running?.app === app) running.run.close()
}
