import { DOWNLOAD_FRAME_TTL } from './constants.js'
import { withQuery } from './form-body.js'
import type { Params } from './types.js'

/**
 * §7 Download: a GET in a hidden iframe, so the browser saves the attachment itself. The frame
 * cannot send the token header; the gateway accepts the session cookie instead. Browsers fire
 * no `load` for attachments, so the frame is removed after a fixed time.
 */
export function downloadInFrame(doc: Document | undefined, url: string, params?: Params): void {
  if (!doc) throw new TypeError('download needs a DOM document (browser only)')
  const frame = doc.createElement('iframe')
  frame.style.display = 'none'
  frame.src = withQuery(url, params)
  doc.body.appendChild(frame)
  setTimeout(() => frame.remove(), DOWNLOAD_FRAME_TTL)
}
