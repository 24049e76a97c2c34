import { t } from '../../lib/i18n/i18n'
import { $tourOpen } from '../../lib/one-layer'
import './tour-texts'

/** One stop of a tour: where it points (found when the stop is reached) and what it says. */
export interface TourStop {
  /** The element to highlight; null skips the stop (its element is not on the page). */
  locate: () => Element | null | Promise<Element | null>
  title: string
  text: string
}

/** How a tour ended: after its last stop, or closed by the user (Esc, ×) or by the shell. */
export type TourOutcome = 'completed' | 'closed'

/** A running tour, to end it from outside (its frame went away, the user signed out). */
export interface TourRun {
  done: Promise<TourOutcome>
  close(): void
}

let current: TourRun | null = null

/** Whether a tour is on the page now: one at a time. */
export const tourRunning = (): boolean => current !== null

/**
 * Runs a tour with driver.js (loaded on first use, in a chunk of its own), one stop at a time:
 * →, Enter and "Next" move on, ← and "Previous" go back, Esc and × close it. Focus moves into
 * the popover (out of a sub-app's frame too, so the keys reach the shell) and goes back at the end.
 */
export function runTour(stops: TourStop[]): TourRun {
  if (current) throw new Error('A tour is already running')
  let finish: (outcome: TourOutcome) => void = () => {}
  const done = new Promise<TourOutcome>((resolve) => {
    finish = resolve
  })
  const run: TourRun = { done, close: () => end('closed') }
  current = run
  $tourOpen.set(true)
  const returnFocus = document.activeElement as HTMLElement | null
  let tour: import('driver.js').Driver | null = null
  let index = -1
  let ended = false
  let moving = false

  function end(outcome: TourOutcome) {
    if (ended) return
    ended = true
    window.removeEventListener('keydown', onKey, true)
    tour?.destroy()
    current = null
    $tourOpen.set(false)
    returnFocus?.focus?.()
    finish(outcome)
  }

  async function go(from: number, step: 1 | -1) {
    if (moving || ended) return
    moving = true
    try {
      for (let i = from; i >= 0 && i < stops.length; i += step) {
        const element = await stops[i].locate()
        if (ended) return
        if (element) return show(i, element)
      }
      // Nothing further forward: the tour is over. Nothing further back: stay where we are.
      if (step === 1) end(index >= 0 ? 'completed' : 'closed')
    } finally {
      moving = false
    }
  }

  function show(i: number, element: Element) {
    index = i
    const last = i === stops.length - 1
    tour!.highlight({
      element,
      popover: {
        title: stops[i].title,
        description: stops[i].text,
        showButtons: ['next', 'previous', 'close'],
        disableButtons: i === 0 ? ['previous'] : [],
        showProgress: true,
        progressText: t('tour.progress', { current: i + 1, total: stops.length }),
        nextBtnText: last ? t('tour.done') : t('tour.next'),
        prevBtnText: t('tour.previous'),
        onNextClick: () => void go(i + 1, 1),
        onPrevClick: () => void go(i - 1, -1),
        onCloseClick: () => end('closed'),
        onPopoverRender: (popover) => {
          popover.closeButton.setAttribute('aria-label', t('tour.close'))
          popover.closeButton.title = t('tour.close')
          popover.wrapper.setAttribute('aria-modal', 'true')
          popover.wrapper.setAttribute('data-testid', 'tour-popover')
          // After driver.js's own focus (the × comes first): the way on is the natural default.
          queueMicrotask(() => popover.nextButton.focus())
        },
      },
    })
  }

  function onKey(event: KeyboardEvent) {
    if (event.key === 'Escape') end('closed')
    else if (event.key === 'ArrowRight' || (event.key === 'Enter' && !isCloseButton(event.target)))
      void go(index + 1, 1)
    else if (event.key === 'ArrowLeft') void go(index - 1, -1)
    else return
    // Enter on a focused button would click it as well: one move per key.
    event.preventDefault()
    event.stopPropagation()
  }

  window.addEventListener('keydown', onKey, true)
  import('driver.js').then(
    ({ driver }) => {
      if (ended) return
      tour = driver({
        animate: false,
        allowKeyboardControl: false,
        overlayClickBehavior: () => {},
        overlayOpacity: 0.55,
        stagePadding: 6,
        stageRadius: 6,
        popoverClass: 'tour-popover',
      })
      void go(0, 1)
    },
    () => end('closed'),
  )
  return run
}

const isCloseButton = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.classList.contains('driver-popover-close-btn')
