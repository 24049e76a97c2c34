import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { encodingFor } from './shared-answer'

const MENU = '/gateway/joyhr/web/elesMenu/menuTreeForPc'
const STAFF_PAGE = '/gateway/ums/web/entryUser/getUserPage'

describe('the encoding of a shared answer', () => {
  it('is brotli when the client takes it, gzip when it takes only that, none otherwise', () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br')
    expect(encodingFor('gzip, deflate')).toBe('gzip')
    expect(encodingFor('br;q=0, gzip')).toBe('gzip')
    expect(encodingFor('gzip;q=0.5, br;q=0.1')).toBe('gzip')
    expect(encodingFor(['deflate', 'gzip'])).toBe('gzip')
    expect(encodingFor('identity')).toBeNull()
    expect(encodingFor('deflate')).toBeNull()
    expect(encodingFor(undefined)).toBeNull()
    expect(encodingFor(`${'x, '.repeat(200)}br`)).toBeNull()
  })
})

describe('shared answers (menu tree, staff page) go compressed as the client accepts', () => {
  let gateway: TestGateway
  let token: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    token = await gateway.login('admin', 'Admin@12345')
  })
  afterAll(() => gateway.close())

  const ask = (url: string, body: object, acceptEncoding?: string) =>
    gateway.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: {
        token,
        'content-type': 'application/json',
        origin: gateway.ctx.config.appsOrigin,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    })

  it('answers the same JSON in brotli, in gzip and as it is, and says it varies by Accept-Encoding', async () => {
    const plain = await ask(MENU, { lang: 'zh-CN' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('Origin, Accept-Encoding')
    const tree = plain.json()
    expect(tree.code).toBe(0)
    expect(tree.data.length).toBeGreaterThan(3)

    const br = await ask(MENU, { lang: 'zh-CN' }, 'gzip, deflate, br, zstd')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(br.headers.vary).toBe('Origin, Accept-Encoding')
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4)
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(tree)

    const gzip = await ask(MENU, { lang: 'zh-CN' }, 'gzip, deflate')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(tree)

    // The compressed form is made once per shared answer: the second ask gets the same bytes.
    expect((await ask(MENU, { lang: 'zh-CN' }, 'br')).rawPayload.equals(br.rawPayload)).toBe(true)
  })

  it('compresses a staff page as well, and leaves a short answer as it is', async () => {
    const page = await ask(STAFF_PAGE, { page: 1, rows: 20 }, 'br')
    expect(page.headers['content-encoding']).toBe('br')
    const rows = JSON.parse(brotliDecompressSync(page.rawPayload).toString('utf8')).result.rows
    expect(rows).toHaveLength(20)

    const empty = await ask(STAFF_PAGE, { page: 1, rows: 10, keyword: 'no one is called this' }, 'br')
    expect(empty.headers['content-encoding']).toBeUndefined()
    expect(empty.json().result.rows).toEqual([])
  })
})
