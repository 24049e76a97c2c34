import { afterEach, describe, expect, it, vi } from 'vitest'
import { DOWNLOAD_FRAME_TTL } from './constants.js'
import { createHttp } from './create-http.js'

afterEach(() => vi.useRealTimers())

function fakeDocument() {
  const frames: { src: string; style: { display: string }; remove: () => void }[] = []
  const attached = new Set<unknown>()
  const doc = {
    createElement: (tag: string) => {
      expect(tag).toBe('iframe')
      const frame = { src: '', style: { display: '' }, remove: () => attached.delete(frame) }
      frames.push(frame)
      return frame
    },
    body: { appendChild: (node: unknown) => attached.add(node) },
  }
  return { doc: doc as unknown as Document, frames, attached }
}

describe('download', () => {
  it('GETs the resolved address with query params in a hidden frame, removed later', () => {
    vi.useFakeTimers()
    const { doc, frames, attached } = fakeDocument()
    const http = createHttp({ gatewayUrl: '/gateway', doc })
    http.download('/filecenter/web/upLoad/download', { id: 5, name: 'a b', skip: undefined })
    expect(frames).toHaveLength(1)
    expect(frames[0].src).toBe('/gateway/filecenter/web/upLoad/download?id=5&name=a+b')
    expect(frames[0].style.display).toBe('none')
    expect(attached.size).toBe(1)
    vi.advanceTimersByTime(DOWNLOAD_FRAME_TTL - 1)
    expect(attached.size).toBe(1)
    vi.advanceTimersByTime(1)
    expect(attached.size).toBe(0)
  })

  it('keeps a query already in the path', () => {
    const { doc, frames } = fakeDocument()
    createHttp({ gatewayUrl: '/gateway', doc }).download('/filecenter/web/dl?a=1', { b: 2 })
    expect(frames[0].src).toBe('/gateway/filecenter/web/dl?a=1&b=2')
  })

  it('throws a clear error outside a browser', () => {
    expect(() => createHttp({ gatewayUrl: '/gateway' }).download('/x')).toThrow(/browser only/)
  })
})
