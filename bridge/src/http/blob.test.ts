import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createHttp } from './create-http.js'
import { startTestServer, type Recorded, type TestServer } from './test-server.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const last = () => server.requests[server.requests.length - 1] as Recorded

describe('blob helpers', () => {
  it.each([
    ['excel', '报表 1.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['xls-upper', 'a.xls', 'application/vnd.ms-excel'],
    ['disposition', '名单.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['pdf', '', 'application/pdf'],
  ])('GET blob returns the whole %s response with filename %j', async (kind, filename, contentType) => {
    const file = await createHttp({ gatewayUrl: server.gatewayUrl }).getBlob('/filecenter/web/file', { kind })
    expect(file.filename).toBe(filename)
    expect(file.contentType).toBe(contentType)
    expect(file.blob).toBeInstanceOf(Blob)
    expect(file.blob.size).toBeGreaterThan(0)
    expect(file.headers).toBeInstanceOf(Headers)
  })

  it('POST blob sends a form-encoded body', async () => {
    const file = await createHttp({ gatewayUrl: server.gatewayUrl }).postBlob('/filecenter/web/file?kind=pdf', {
      id: 3,
    })
    expect(await file.blob.text()).toBe('%PDF-1.4')
    expect(last().headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/)
    expect(last().body).toBe('id=3')
  })

  it('POST blob sends JSON when raw is set', async () => {
    await createHttp({ gatewayUrl: server.gatewayUrl }).postBlob(
      '/filecenter/web/file?kind=pdf',
      { id: 3 },
      { raw: true },
    )
    expect(last().headers['content-type']).toBe('application/json')
    expect(JSON.parse(last().body)).toEqual({ id: 3 })
  })

  it('does not read a code from a blob answer', async () => {
    const onCode = vi.fn()
    const file = await createHttp({ gatewayUrl: server.gatewayUrl, onCode }).getBlob('/filecenter/web/file', {
      kind: 'json',
    })
    expect(JSON.parse(await file.blob.text())).toMatchObject({ code: '500200' })
    expect(onCode).not.toHaveBeenCalled()
  })

  it('returns a file answered to an envelope helper whole, without reading a code', async () => {
    const http = createHttp({ gatewayUrl: server.gatewayUrl })
    const excel = await http.postForm('/filecenter/web/file?kind=excel')
    expect(excel).toMatchObject({ code: 0, file: { filename: '报表 1.xlsx' } })
    expect(await excel.file?.blob.text()).toBe('xlsx-bytes')
    const jsonFile = await http.get('/filecenter/web/file', { kind: 'json-file' })
    expect(jsonFile.file?.filename).toBe('data.json')
    expect(await jsonFile.file?.blob.text()).toBe('{"a":1}')
  })
})
