import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createHttp } from './create-http.js'
import { HttpError } from './http-error.js'
import { saveWithAnchor } from './save-file.js'
import { startTestServer, type TestServer } from './test-server.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const setup = () => {
  const saved: { blob: Blob; filename: string }[] = []
  const onMessage = vi.fn()
  const onCode = vi.fn()
  const http = createHttp({
    gatewayUrl: server.gatewayUrl,
    onMessage,
    onCode,
    saveFile: (blob, filename) => saved.push({ blob, filename }),
  })
  return { saved, onMessage, onCode, http }
}

describe('exportBlob', () => {
  it.each([
    ['excel', '报表 1.xlsx'],
    ['xls-upper', 'a.xls'],
    ['disposition', '名单.xlsx'],
  ])('saves an Excel answer (%s) under its filename and resolves undefined', async (kind, filename) => {
    const { saved, onMessage, http } = setup()
    await expect(http.exportBlob(`/filecenter/web/file?kind=${kind}`, { id: 1 })).resolves.toBeUndefined()
    expect(saved).toHaveLength(1)
    expect(saved[0].filename).toBe(filename)
    expect(onMessage).not.toHaveBeenCalled()
  })

  it("rejects an Excel answer without a filename header with 'export filename not found.'", async () => {
    const { saved, http } = setup()
    const error = await http.exportBlob('/filecenter/web/file?kind=excel-nameless').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ code: 'export_filename', message: 'export filename not found.' })
    expect(saved).toHaveLength(0)
  })

  it('returns a PDF answer without saving it', async () => {
    const { saved, http } = setup()
    const pdf = await http.exportBlob('/filecenter/web/file?kind=pdf')
    expect(await pdf?.text()).toBe('%PDF-1.4')
    expect(saved).toHaveLength(0)
  })

  it('shows the msg of a JSON answer as an error and rejects with it', async () => {
    const { onMessage, onCode, http } = setup()
    const error = await http.exportBlob('/filecenter/web/file?kind=json').catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'server_code', serverCode: 500200, message: 'No data to export' })
    expect(onMessage).toHaveBeenCalledWith('error', 'No data to export')
    expect(onCode).toHaveBeenCalledWith(500200, expect.objectContaining({ msg: 'No data to export' }))
  })

  it('rejects a JSON answer with code 0 too, since no file came', async () => {
    const { onMessage, http } = setup()
    await expect(http.exportBlob('/filecenter/web/file?kind=json-ok')).rejects.toMatchObject({
      code: 'invalid_response',
      message: 'export queued',
    })
    expect(onMessage).toHaveBeenCalledWith('error', 'export queued')
  })

  it('rejects an answer that is neither a file nor JSON without showing a message', async () => {
    const { onMessage, http } = setup()
    await expect(http.exportBlob('/filecenter/web/file?kind=not-json')).rejects.toMatchObject({
      code: 'invalid_response',
    })
    expect(onMessage).not.toHaveBeenCalled()
  })
})

describe('the default saver', () => {
  it('clicks a temporary <a download> with an object URL and removes it', () => {
    vi.useFakeTimers()
    const revoke = vi.spyOn(URL, 'revokeObjectURL')
    const anchor = { href: '', download: '', style: { display: '' }, click: vi.fn(), remove: vi.fn() }
    const doc = { createElement: vi.fn(() => anchor), body: { appendChild: vi.fn() } } as unknown as Document
    saveWithAnchor(doc, new Blob(['x']), 'a.xlsx')
    expect(anchor.download).toBe('a.xlsx')
    expect(anchor.href).toMatch(/^blob:/)
    expect(anchor.click).toHaveBeenCalledOnce()
    expect(anchor.remove).toHaveBeenCalledOnce()
    vi.runAllTimers()
    expect(revoke).toHaveBeenCalledWith(anchor.href)
    vi.useRealTimers()
  })

  it('throws a clear error outside a browser', () => {
    expect(() => saveWithAnchor(undefined, new Blob(['x']), 'a.xlsx')).toThrow(/browser only/)
  })
})
