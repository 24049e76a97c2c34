import type { FrameHooks, ShellHandlers } from './frame'

/** `app.*`: the app shows its page, or cannot; the frame shows it or its error view. */
export function handlers({
  onLifecycle,
}: Pick<FrameHooks, 'onLifecycle'>): Pick<ShellHandlers, 'app.ready' | 'app.failed'> {
  return {
    'app.ready': () => onLifecycle('ready'),
    'app.failed': (reason) => onLifecycle('failed', reason),
  }
}
