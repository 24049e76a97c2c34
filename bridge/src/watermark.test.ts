// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { showWatermark, WATERMARK_ATTRIBUTE } from './watermark.js'

describe('showWatermark', () => {
  // jsdom has no canvas: the tile is empty, the overlay is still placed.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
  afterEach(() => showWatermark(document, null))

  it('lays a click-through overlay, hidden from assistive technology, over the page and removes it', () => {
    showWatermark(document, '张三 SH001')
    const overlay = document.querySelector<HTMLElement>(`[${WATERMARK_ATTRIBUTE}]`)!
    expect(overlay.getAttribute(WATERMARK_ATTRIBUTE)).toBe('张三 SH001')
    expect(overlay.getAttribute('aria-hidden')).toBe('true')
    expect(overlay.style.pointerEvents).toBe('none')
    expect(overlay.hasAttribute('data-print-only')).toBe(false)
    showWatermark(document, null)
    expect(document.querySelector(`[${WATERMARK_ATTRIBUTE}]`)).toBeNull()
  })

  it('marks a print-only overlay and adds the rule that hides it on screen once', () => {
    showWatermark(document, 'a', { printOnly: true })
    showWatermark(document, 'b', { printOnly: true })
    expect(document.querySelectorAll(`[${WATERMARK_ATTRIBUTE}][data-print-only]`)).toHaveLength(1)
    const rules = document.querySelectorAll('style#hr-watermark-print')
    expect(rules).toHaveLength(1)
    expect(rules[0].textContent).toContain('@media screen')
  })
})
