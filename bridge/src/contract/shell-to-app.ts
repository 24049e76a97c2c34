// The methods every sub-app offers to the shell (the shell is the only caller).
import * as v from 'valibot'
import { EnvUpdate } from './env.js'
import { method } from './method.js'
import { Selector, type TourRect } from './tour.js'
import { Json, Name, Path, Short } from './values.js'

/** Methods every sub-app offers to the shell. */
export const shellToApp = {
  /** Go to `path` inside the app (relative to the app's base). */
  navigate: method<void>()('always', v.tuple([Path])),
  /** Re-render the current page from scratch. */
  refresh: method<void>()('always', v.tuple([])),
  /** The language, theme or tenant changed. */
  setEnv: method<void>()('always', v.tuple([EnvUpdate])),
  /**
   * For a tour the app started: scrolls the element `selector` names into view and answers where it
   * is in the frame's viewport, or null when the page has no such (visible) element.
   */
  tourRect: method<TourRect | null>()('always', v.tuple([Selector])),
  /** Liveness probe; answers `'pong'`. */
  ping: method<'pong'>()('always', v.tuple([]), { timeout: 5000 }),
  /** The app's frame is shown (its tab became active). */
  onShow: method<void>()('always', v.tuple([])),
  /** The app's frame is hidden (another tab became active); it stays alive. */
  onHide: method<void>()('always', v.tuple([])),
  /** The frame is about to be removed from the pool: save a draft (`storage.set`) within the deadline. */
  onBeforeEvict: method<void>()('always', v.tuple([]), { timeout: 1500 }),
  /** A message on a topic the app subscribed to. */
  onEvent: method<void>()('always', v.tuple([Name, Json])),
  /** A registered shortcut was pressed. */
  onShortcut: method<void>()('always', v.tuple([Short])),
  /** A footer button of the dialog this page is shown in was pressed. */
  onDialogButton: method<void>()('always', v.tuple([Short])),
}

export type ShellToApp = typeof shellToApp
