// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderAccessible } from '../testing/render'
import { ImageViewer } from './image-viewer'
import { imageViewerLabels } from './labels'
import { initialViewer, MAX_SCALE, MIN_SCALE, viewerReducer } from './viewer-state'

const labels = imageViewerLabels.en
const images = [
  { src: 'a.png', alt: 'Badge photo' },
  { src: 'b.png', alt: 'ID card' },
  { src: 'c.png', alt: 'Contract' },
]

describe('viewer state (§9)', () => {
  it('zooms by a ratio of 0.1 within 0.01 and 100, rotates by quarters and flips', () => {
    const reduce = viewerReducer(3)
    let s = reduce(initialViewer(), { type: 'zoomIn' })
    expect(s.scale).toBe(1.1)
    for (let i = 0; i < 200; i++) s = reduce(s, { type: 'zoomIn' })
    expect(s.scale).toBe(MAX_SCALE)
    for (let i = 0; i < 400; i++) s = reduce(s, { type: 'zoomOut' })
    expect(s.scale).toBe(MIN_SCALE)
    s = reduce(reduce(s, { type: 'rotateLeft' }), { type: 'flipX' })
    expect([s.rotate, s.flipX]).toEqual([270, true])
    expect(reduce(s, { type: 'next' })).toMatchObject({ index: 1, scale: 1, rotate: 0, flipX: false })
    expect(reduce(initialViewer(0), { type: 'prev' }).index).toBe(2)
  })
})

describe('ImageViewer', () => {
  afterEach(() => vi.useRealTimers())

  it('is accessible, sits at z-index 2015 and is operated by keyboard', async () => {
    await renderAccessible(<ImageViewer open images={images} labels={labels} onClose={() => {}} />)
    expect((screen.getByTestId('image-viewer').parentElement as HTMLElement).style.zIndex).toBe('2015')
    const viewer = screen.getByTestId('image-viewer')
    fireEvent.keyDown(viewer, { key: '+' })
    fireEvent.keyDown(viewer, { key: 'r' })
    fireEvent.keyDown(viewer, { key: 'h' })
    const image = screen.getByTestId('viewer-image')
    expect([image.dataset.scale, image.dataset.rotate, image.dataset.flip]).toEqual(['1.1', '90', 'x'])
    fireEvent.keyDown(viewer, { key: 'ArrowRight' })
    expect(screen.getByRole('img').getAttribute('alt')).toBe('ID card')
  })

  it('zooms, rotates and flips from its toolbar', async () => {
    await renderAccessible(<ImageViewer open images={images} labels={labels} onClose={() => {}} />)
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }))
    await userEvent.click(screen.getByRole('button', { name: 'Rotate left' }))
    await userEvent.click(screen.getByRole('button', { name: 'Flip vertically' }))
    const image = screen.getByTestId('viewer-image')
    expect([image.dataset.scale, image.dataset.rotate, image.dataset.flip]).toEqual(['0.909', '270', 'y'])
  })

  it('shows the image stage full screen from its toolbar', async () => {
    const requestFullscreen = vi.fn(() => Promise.resolve())
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { value: requestFullscreen, configurable: true })
    try {
      await renderAccessible(<ImageViewer open images={images} labels={labels} onClose={() => {}} />)
      await userEvent.click(screen.getByRole('button', { name: 'Full screen' }))
      expect(requestFullscreen).toHaveBeenCalledTimes(1)
      expect((requestFullscreen.mock.contexts[0] as HTMLElement).contains(screen.getByTestId('viewer-image'))).toBe(
        true,
      )
    } finally {
      delete (HTMLElement.prototype as { requestFullscreen?: unknown }).requestFullscreen
    }
  })

  it('plays a slideshow, one image every 5000 ms, and pauses', async () => {
    await renderAccessible(<ImageViewer open images={images} labels={labels} onClose={() => {}} />)
    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    act(() => {
      vi.advanceTimersByTime(4999)
    })
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Badge photo')
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.getByRole('img').getAttribute('alt')).toBe('ID card')
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }))
    act(() => {
      vi.advanceTimersByTime(20_000)
    })
    expect(screen.getByRole('img').getAttribute('alt')).toBe('ID card')
  })

  it('in Chinese, zooms in and rotates right from its toolbar, and plays on to the second of three pictures', async () => {
    await renderAccessible(<ImageViewer open images={images} labels={imageViewerLabels['zh-CN']} onClose={() => {}} />)
    fireEvent.click(screen.getByRole('button', { name: '放大' }))
    fireEvent.click(screen.getByRole('button', { name: '向右旋转' }))
    const image = screen.getByTestId('viewer-image')
    expect([image.dataset.scale, image.dataset.rotate]).toEqual(['1.1', '90'])
    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: '播放' }))
    act(() => {
      vi.advanceTimersByTime(5000)
    })
    expect(screen.getByText('第 2 / 3 张')).toBeTruthy()
  })
})
