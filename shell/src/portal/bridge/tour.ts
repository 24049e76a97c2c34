import { endFrameTour, runFrameTour } from '../tour/frame-tour'
import type { FrameHooks, ShellHandlers } from './frame'

/** `tour.start`: a guided tour over the app's page in its tab; one at a time. */
export function handlers({ app, tourFrame }: Pick<FrameHooks, 'app' | 'tourFrame'>): Pick<ShellHandlers, 'tour.start'> {
  return { 'tour.start': (steps) => runFrameTour(app.code, tourFrame?.() ?? null, steps) }
}

/** The tour running over the app's frame ends with it. */
export const forget = endFrameTour
