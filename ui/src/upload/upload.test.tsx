// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderAccessible } from '../testing/render'
import { uploadLabels, type UploadFn, type UploadedFile } from './types'
import { Upload } from './upload'
import { acceptOf, checkFiles, DOCUMENT_FORMATS } from './upload-rules'

const labels = uploadLabels.en
const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name)
const result = (name: string): UploadedFile => ({
  fileName: name,
  filePath: `2026/11/22/${name}`,
  fileUrl: `/f/${name}`,
  downloadUrl: `/d/${name}`,
})

describe('upload rules (§5)', () => {
  it('refuses a wrong format, a 0 KB file, a file over the size and files over the count', () => {
    const limits = { maxCount: 2, maxBytes: 1000 }
    expect(
      checkFiles(
        [
          file('a.PNG', 10),
          file('b.txt', 10),
          file('c.jpg', 0),
          file('d.gif', 2000),
          file('e.bmp', 5),
          file('f.jpeg', 5),
        ],
        0,
        limits,
      ),
    ).toEqual([null, 'format', 'empty', 'tooLarge', null, 'tooMany'])
    expect(checkFiles([file('v.mp4', 5)], 0, limits)).toEqual(['format'])
    expect(checkFiles([file('v.mp4', 5)], 0, { ...limits, video: true })).toEqual([null])
    expect(checkFiles([file('a.png', 5)], 2, limits)).toEqual(['tooMany'])
  })

  it('takes the named formats instead of images when a list gives them (documents)', () => {
    const limits = { maxCount: 9, maxBytes: 1000, formats: DOCUMENT_FORMATS }
    expect(
      checkFiles(
        [
          file('r.PDF', 5),
          file('l.docx', 5),
          file('s.xlsx', 5),
          file('p.pptx', 5),
          file('n.txt', 5),
          file('a.png', 5),
          file('x.exe', 5),
        ],
        0,
        limits,
      ),
    ).toEqual([null, null, null, null, null, null, 'format'])
    expect(acceptOf(limits)).toBe('.pdf,.docx,.xlsx,.pptx,.txt,.csv,.bmp,.jpeg,.jpg,.png,.gif')
    expect(acceptOf({ maxCount: 1, maxBytes: 1 })).toBe('.bmp,.jpeg,.jpg,.png,.gif')
  })
})

describe('Upload', () => {
  it("is accessible; shows 'Incorrect format' and refuses 0 KB without sending", async () => {
    const upload = vi.fn<UploadFn>()
    const { container } = await renderAccessible(
      <Upload labels={labels} upload={upload} maxCount={3} maxBytes={1048576} />,
    )
    const input = container.querySelector('input[type=file]') as HTMLInputElement
    await userEvent.upload(input, [file('notes.txt', 10), file('empty.png', 0)], { applyAccept: false })
    const alerts = await screen.findAllByRole('alert')
    expect(alerts.map((a) => a.textContent)).toEqual(['Incorrect format', 'A 0 KB file cannot be uploaded'])
    expect(upload).not.toHaveBeenCalled()
  })

  it('shows per-file progress, answers the §3 results, and accepts dropped files', async () => {
    let report: (p: number) => void = () => {}
    let finish: () => void = () => {}
    const upload = vi.fn<UploadFn>(
      (f, { onProgress }) =>
        new Promise((resolve) => {
          report = (percent) => onProgress({ loaded: percent, total: 100, percent })
          finish = () => resolve(result(f.name))
        }),
    )
    const onChange = vi.fn()
    await renderAccessible(
      <Upload labels={labels} upload={upload} onChange={onChange} maxCount={3} maxBytes={1048576} />,
    )
    fireEvent.drop(screen.getByTestId('upload-drop'), { dataTransfer: { files: [file('badge.png', 100)] } })
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1))
    report(40)
    expect(await screen.findByText('Uploading 40%')).toBeTruthy()
    expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(40)
    finish()
    expect(await screen.findByText('Uploaded')).toBeTruthy()
    expect(onChange).toHaveBeenLastCalledWith([result('badge.png')])
  })

  it('cancels an upload and retries it', async () => {
    let attempts = 0
    const upload = vi.fn<UploadFn>(
      (f, { signal }) =>
        new Promise((resolve, reject) => {
          attempts += 1
          if (attempts === 2) return resolve(result(f.name))
          signal.addEventListener('abort', () => reject(new Error('aborted')))
        }),
    )
    const { container } = await renderAccessible(
      <Upload labels={labels} upload={upload} maxCount={3} maxBytes={1048576} />,
    )
    await userEvent.upload(container.querySelector('input[type=file]') as HTMLInputElement, file('contract.jpg', 50))
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText('Cancelled')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Uploaded')).toBeTruthy()
    expect(upload).toHaveBeenCalledTimes(2)
  })

  it("in Chinese, refuses a 0 KB file and shows an uploaded file's result", async () => {
    const upload = vi.fn<UploadFn>(async (f) => result(f.name))
    const { container } = await renderAccessible(
      <Upload labels={uploadLabels['zh-CN']} upload={upload} maxCount={3} maxBytes={2 * 1048576} />,
    )
    const input = container.querySelector('input[type=file]') as HTMLInputElement
    await userEvent.upload(input, [file('empty.png', 0)])
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toContain('不能上传 0 KB 的文件')
    expect(upload).not.toHaveBeenCalled()
    await userEvent.upload(input, [file('badge.png', 1_500_000)])
    await waitFor(() =>
      expect(
        screen.getAllByTestId('upload-item').find((item) => item.textContent?.includes('badge.png'))?.textContent,
      ).toContain('上传成功'),
    )
  })
})
