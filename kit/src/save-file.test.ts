// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { saveFile } from './save-file'

describe('saveFile', () => {
  afterEach(() => vi.restoreAllMocks())

  it('clicks a link to the blob under a file name cleaned of what file systems refuse', () => {
    const created = vi.fn(() => 'blob:x')
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() })
    const clicked: Array<{ href: string; download: string }> = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download })
    })
    const blob = new Blob(['%PDF-1.7'], { type: 'application/pdf' })
    saveFile(blob, '安全培训: 考试/证书?.pdf')
    expect(created).toHaveBeenCalledWith(blob)
    expect(clicked).toEqual([{ href: 'blob:x', download: '安全培训 考试 证书 .pdf' }])
    expect(document.querySelector('a[download]')).toBeNull()
  })

  it('does nothing without a file', () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click')
    saveFile(undefined, 'x.pdf')
    expect(click).not.toHaveBeenCalled()
  })
})
