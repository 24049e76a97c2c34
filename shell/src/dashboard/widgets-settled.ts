import { setPageReady } from '../lib/page-ready'
import { endHeadStart } from './turns'

/** The widgets whose frames are loading now. */
const loading = new Set<string>()

/** Widget `key` has its frame and waits for it to draw. */
export function widgetLoading(key: string) {
  loading.add(key)
}

/**
 * Widget `key` drew, failed, lost its frame or left the page. The dashboard has its content (lib/page-ready.ts)
 * once no widget with a frame is loading: work that waits for the page does not compete with the last widgets.
 */
export function widgetSettled(key: string) {
  loading.delete(key)
  endHeadStart()
  if (loading.size === 0) setPageReady(true)
}
