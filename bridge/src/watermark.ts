import type { EnvStore } from './env-store'

/** The overlay's marker attribute (tests and the shell's own watermark look for it). */
export const WATERMARK_ATTRIBUTE = 'data-hr-watermark'

/** One tile of the watermark: the text, faint and turned, on a transparent canvas (a data: URL). */
export function watermarkTile(doc: Document, text: string, color = 'rgba(128, 128, 128, 0.16)'): string {
  const canvas = doc.createElement('canvas')
  canvas.width = 280
  canvas.height = 180
  const g = canvas.getContext('2d')
  if (!g) return ''
  g.translate(canvas.width / 2, canvas.height / 2)
  g.rotate(-Math.PI / 9)
  g.font = '15px system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif'
  g.fillStyle = color
  g.textAlign = 'center'
  g.textBaseline = 'middle'
  g.fillText(text, 0, 0, canvas.width - 20)
  return canvas.toDataURL('image/png')
}

/**
 * Shows `text` as a faint, repeating watermark over the whole page: a fixed overlay that takes no
 * clicks (pointer-events: none) and is hidden from assistive technology; null removes it.
 */
export function showWatermark(doc: Document, text: string | null): void {
  let overlay = doc.querySelector<HTMLElement>(`[${WATERMARK_ATTRIBUTE}]`)
  if (!text) {
    overlay?.remove()
    return
  }
  if (overlay?.getAttribute(WATERMARK_ATTRIBUTE) === text) return
  if (!overlay) {
    overlay = doc.createElement('div')
    overlay.setAttribute('aria-hidden', 'true')
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483000;pointer-events:none;background-repeat:repeat;'
    doc.body.appendChild(overlay)
  }
  overlay.setAttribute(WATERMARK_ATTRIBUTE, text)
  overlay.style.backgroundImage = `url("${watermarkTile(doc, text)}")`
}

/** Keeps a first-party app's watermark in step with the shell's env (`watermark` in `setEnv`). */
export function mirrorWatermark(env: EnvStore, doc: Partial<Document>): () => void {
  // Fake documents in tests have no DOM to draw on.
  if (typeof doc.createElement !== 'function' || typeof doc.querySelector !== 'function') return () => {}
  return env.subscribe(() => {
    const text = env.get().watermark?.text ?? null
    if (doc.body) showWatermark(doc as Document, text)
  })
}
