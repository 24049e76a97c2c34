import type { EnvStore } from './env-store.js'

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
 * `printOnly`: drawn only when the page is printed (a first-party app inside the shell, whose
 * overlay already covers the app's frame on screen: one grid of text, not two misaligned ones).
 */
export function showWatermark(doc: Document, text: string | null, { printOnly = false } = {}): void {
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
  if (printOnly) {
    overlay.setAttribute('data-print-only', '')
    addPrintOnlyRule(doc)
  }
  overlay.setAttribute(WATERMARK_ATTRIBUTE, text)
  overlay.style.backgroundImage = `url("${watermarkTile(doc, text)}")`
}

const PRINT_RULE_ID = 'hr-watermark-print'

/** Hides print-only overlays on screen (an inline style cannot say `@media print`). */
function addPrintOnlyRule(doc: Document) {
  if (doc.getElementById(PRINT_RULE_ID)) return
  const style = doc.createElement('style')
  style.id = PRINT_RULE_ID
  style.textContent = `@media screen { [${WATERMARK_ATTRIBUTE}][data-print-only] { display: none; } }`
  doc.head.appendChild(style)
}

/**
 * Keeps a first-party app's watermark in step with the shell's env (`watermark` in `setEnv`). On
 * screen the shell's own overlay covers the app's frame; the app's copy shows when it prints.
 */
export function mirrorWatermark(env: EnvStore, doc: Partial<Document>): () => void {
  // Fake documents in tests have no DOM to draw on.
  if (typeof doc.createElement !== 'function' || typeof doc.querySelector !== 'function') return () => {}
  return env.subscribe(() => {
    const text = env.get().watermark?.text ?? null
    if (doc.body) showWatermark(doc as Document, text, { printOnly: true })
  })
}
