import { describe, expect, it, vi } from 'vitest'
import { measureTourTarget } from './tour-rect.js'

const element = (rect: { x: number; y: number; width: number; height: number }) =>
  ({
    scrollIntoView: vi.fn(),
    getBoundingClientRect: () => rect,
  }) as unknown as Element

describe('measureTourTarget', () => {
  it('scrolls the element into view and answers where it is in the frame', () => {
    const found = element({ x: 12, y: 300, width: 200, height: 40 })
    const doc = { querySelector: (selector: string) => (selector === '.organ-aside' ? found : null) }
    expect(measureTourTarget(doc, '.organ-aside')).toEqual({ x: 12, y: 300, width: 200, height: 40 })
    expect(found.scrollIntoView).toHaveBeenCalled()
  })

  it('answers null for a missing element, a hidden one, and a selector that is not CSS', () => {
    const hidden = element({ x: 0, y: 0, width: 0, height: 0 })
    expect(measureTourTarget({ querySelector: () => null }, '#nothing')).toBeNull()
    expect(measureTourTarget({ querySelector: () => hidden }, '#hidden')).toBeNull()
    expect(
      measureTourTarget(
        {
          querySelector: () => {
            throw new SyntaxError('not a selector')
          },
        },
        '>>>',
      ),
    ).toBeNull()
  })
})
