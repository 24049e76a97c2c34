// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { useEffect } from 'react'
import { describe, expect, it } from 'vitest'
import { useBarPart } from './bar-part'

type Part = Parameters<typeof useBarPart>[0]

/** A part whose chunk arrives when the test says. */
function heldPart() {
  let loaded = false
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => {
    arrive = () => {
      loaded = true
      resolve()
    }
  })
  return { part: { preload: () => arrived, isLoaded: () => loaded }, arrive }
}

/** The part's own field; it tells where the focus is when its first effect runs (a key pressed then lands there). */
function RealField({ onFirstEffect }: { onFirstEffect: (focused: Element | null) => void }) {
  useEffect(() => onFirstEffect(document.activeElement), [onFirstEffect])
  return <input id="real-field" aria-label="real" />
}

function Slot({ part, onFirstEffect }: { part: Part; onFirstEffect: (focused: Element | null) => void }) {
  const { loaded, standIn } = useBarPart(part, '#real-field')
  return loaded ? <RealField onFirstEffect={onFirstEffect} /> : <input {...standIn} aria-label="stand-in" />
}

describe('useBarPart', () => {
  it("hands the stand-in's focus to the part's own field in the commit that shows it, before any effect runs", async () => {
    const { part, arrive } = heldPart()
    let focusAtFirstEffect: Element | null = null
    const view = render(<Slot part={part} onFirstEffect={(focused) => (focusAtFirstEffect ??= focused)} />)
    act(() => view.getByLabelText('stand-in').focus())
    await act(async () => {
      arrive()
      await Promise.resolve()
    })
    const real = view.getByLabelText('real')
    expect(focusAtFirstEffect).toBe(real)
    expect(document.activeElement).toBe(real)
  })

  it('leaves the focus alone when the stand-in did not have it', async () => {
    const { part, arrive } = heldPart()
    const view = render(
      <>
        <Slot part={part} onFirstEffect={() => {}} />
        <button type="button">elsewhere</button>
      </>,
    )
    act(() => view.getByLabelText('stand-in').focus())
    act(() => view.getByText('elsewhere').focus())
    await act(async () => {
      arrive()
      await Promise.resolve()
    })
    expect(document.activeElement).toBe(view.getByText('elsewhere'))
  })
})
