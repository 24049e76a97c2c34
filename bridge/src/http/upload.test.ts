import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createHttp } from './create-http.js'
import { fakeXhr } from './fake-xhr.js'
import { startTestServer, type TestServer } from './test-server.js'
import type { UploadProgress } from './types.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

interface Echo {
  contentType: string
  fields: Record<string, unknown>
}

const path = '/filecenter/web/upLoad/upload'

describe('upload through fetch (no XMLHttpRequest)', () => {
  it('sends the file and fields as multipart and reports 100 % at the end', async () => {
    const progress: UploadProgress[] = []
    const http = createHttp({ gatewayUrl: server.gatewayUrl, getToken: () => 'tok' })
    const file = new File(['hello'], 'a.txt', { type: 'text/plain' })
    const { result } = await http.upload<Echo>(
      path,
      { file, fields: { dir: 'x' } },
      { onProgress: (p) => progress.push(p) },
    )
    expect(result?.contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(result?.fields).toEqual({ dir: 'x', file: { name: 'a.txt', size: 5, text: 'hello' } })
    expect(progress).toEqual([{ loaded: 5, total: 5, percent: 100 }])
    expect(server.requests.at(-1)?.headers.token).toBe('tok')
  })

  it('names a bare Blob after fileName, else "file"', async () => {
    const http = createHttp({ gatewayUrl: server.gatewayUrl })
    const named = await http.upload<Echo>(path, { file: new Blob(['1']), fileName: 'n.csv' })
    const bare = await http.upload<Echo>(path, { file: new Blob(['1']) })
    expect(named.result?.fields.file).toMatchObject({ name: 'n.csv' })
    expect(bare.result?.fields.file).toMatchObject({ name: 'file' })
  })

  it('form-encodes the fields and the file text when a contentType is given', async () => {
    const http = createHttp({ gatewayUrl: server.gatewayUrl })
    const data = { file: new Blob(['a,b']), fields: { kind: 'csv' }, contentType: 'application/x-www-form-urlencoded' }
    const { result } = await http.upload<Echo>(path, data)
    expect(result?.contentType).toBe('application/x-www-form-urlencoded')
    expect(result?.fields).toEqual({ kind: 'csv', file: 'a,b' })
  })

  it('rejects a non-zero code like every other call', async () => {
    const onCode = vi.fn()
    const http = createHttp({ gatewayUrl: server.gatewayUrl, onCode })
    await expect(http.upload('/filecenter/web/code?value=401001', { file: new Blob(['x']) })).rejects.toMatchObject({
      code: 'server_code',
      serverCode: 401001,
    })
    expect(onCode).toHaveBeenCalledOnce()
  })
})

describe('upload through XMLHttpRequest', () => {
  it('reports progress events and resolves the envelope', async () => {
    const { Xhr, made } = fakeXhr((xhr) => {
      xhr.upload.onprogress?.({ loaded: 50, total: 200, lengthComputable: true })
      xhr.upload.onprogress?.({ loaded: 200, total: 200, lengthComputable: true })
      Object.assign(xhr, { status: 200, statusText: 'OK', responseText: '{"code":"0","msg":"ok","result":{"id":9}}' })
      xhr.onload?.()
    })
    const loading: boolean[] = []
    const http = createHttp({
      gatewayUrl: '/gateway',
      xhr: Xhr,
      getToken: () => 't',
      onLoading: (on) => loading.push(on),
    })
    const progress: UploadProgress[] = []
    const envelope = await http.upload(
      path,
      { file: new Blob(['x']), fields: { a: '1' } },
      { onProgress: (p) => progress.push(p) },
    )
    expect(envelope).toMatchObject({ code: 0, result: { id: 9 } })
    expect(progress.map((p) => p.percent)).toEqual([25, 100])
    expect(made[0]).toMatchObject({
      method: 'POST',
      url: '/gateway/filecenter/web/upLoad/upload',
      withCredentials: true,
    })
    expect(made[0].headers).toMatchObject({ token: 't', clienttype: '1', channel: '2', 'accept-language': 'zh-CN' })
    expect(made[0].body).toBeInstanceOf(FormData)
    expect(loading).toEqual([true, false])
  })

  it('rejects an HTTP error with its JSON body and tells onCode', async () => {
    const { Xhr } = fakeXhr((xhr) => {
      Object.assign(xhr, {
        status: 500,
        statusText: 'Internal Server Error',
        responseText: '{"code":500100,"msg":"boom"}',
        responseHeaders: 'content-type: application/json\r\n',
      })
      xhr.onload?.()
    })
    const onCode = vi.fn()
    const http = createHttp({ gatewayUrl: '/gateway', xhr: Xhr, onCode })
    await expect(http.upload(path, { file: new Blob(['x']) })).rejects.toMatchObject({
      code: 'http_status',
      status: 500,
      serverCode: 500100,
      message: '[POST] "/gateway/filecenter/web/upLoad/upload": 500 Internal Server Error',
    })
    expect(onCode).toHaveBeenCalledWith(500100, expect.anything())
  })

  it.each([
    ['network', (xhr: { onerror?: () => void }) => xhr.onerror?.()],
    ['timeout', (xhr: { ontimeout?: () => void }) => xhr.ontimeout?.()],
  ] as const)('rejects as %s when the request fails that way', async (code, fail) => {
    const { Xhr } = fakeXhr((xhr) => fail(xhr))
    const http = createHttp({ gatewayUrl: '/gateway', xhr: Xhr })
    await expect(http.upload(path, { file: new Blob(['x']) }, { timeout: 5 })).rejects.toMatchObject({ code })
  })

  it('rejects as aborted when the signal aborts, even before sending', async () => {
    const { Xhr, made } = fakeXhr(() => {})
    const http = createHttp({ gatewayUrl: '/gateway', xhr: Xhr })
    const early = new AbortController()
    early.abort()
    await expect(http.upload(path, { file: new Blob(['x']) }, { signal: early.signal })).rejects.toMatchObject({
      code: 'aborted',
    })
    const late = new AbortController()
    const pending = http.upload(path, { file: new Blob(['x']) }, { signal: late.signal })
    await vi.waitFor(() => expect(made).toHaveLength(2))
    late.abort()
    await expect(pending).rejects.toMatchObject({ code: 'aborted' })
  })
})
