import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createHttp } from './create-http.js'
import { HttpError } from './http-error.js'
import { startTestServer, type TestServer } from './test-server.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const setup = () => {
  const onCode = vi.fn()
  return { onCode, http: createHttp({ gatewayUrl: server.gatewayUrl, onCode }) }
}

describe('codes in the answer body', () => {
  it('resolves a string code "0" as success without calling onCode', async () => {
    const { http, onCode } = setup()
    await expect(http.get('/ums/web/code', { value: '0' })).resolves.toMatchObject({ code: 0, msg: 'msg 0' })
    expect(onCode).not.toHaveBeenCalled()
  })

  it.each([401001, 404001, 403001, 400101])(
    'rejects code %i as server_code with the msg, after telling onCode',
    async (code) => {
      const { http, onCode } = setup()
      const error = await http.postForm(`/ums/web/code?value=${code}`).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(HttpError)
      expect(error).toMatchObject({ code: 'server_code', serverCode: code, message: `msg ${code}` })
      expect(onCode).toHaveBeenCalledWith(code, {
        url: `${server.gatewayUrl}/ums/web/code?value=${code}`,
        msg: `msg ${code}`,
      })
    },
  )

  it('tells onCode which session token the call went out with, and puts the token in no error', async () => {
    const onCode = vi.fn()
    const http = createHttp({ gatewayUrl: server.gatewayUrl, onCode, getToken: () => 'session-a' })
    const error = await http.postForm('/ums/web/code?value=401001').catch((e: unknown) => e)
    expect(onCode).toHaveBeenCalledWith(401001, {
      url: `${server.gatewayUrl}/ums/web/code?value=401001`,
      msg: 'msg 401001',
      token: 'session-a',
    })
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain('session-a')
  })

  it('rejects 404110 with the permission-change text of §8, whatever the msg, after telling onCode', async () => {
    const { http, onCode } = setup()
    const error = await http.postForm('/ums/web/code?value=404110').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({
      code: 'server_code',
      serverCode: 404110,
      message: 'Login permissions changed, please log in again',
    })
    expect(onCode).toHaveBeenCalledWith(404110, {
      url: `${server.gatewayUrl}/ums/web/code?value=404110`,
      msg: 'msg 404110',
    })
  })

  it('rejects 401001 from hasPermissionMark quietly, with the login-invalid text', async () => {
    const { http, onCode } = setup()
    const error = await http
      .postForm('/uac/web/permission/hasPermissionMark', { appMark: 'x' })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({
      code: 'server_code',
      serverCode: 401001,
      message: 'Login information is invalid, please log in again',
    })
    expect(onCode).not.toHaveBeenCalled()
  })

  it('still rejects when onCode throws or its promise fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const throwing = createHttp({
      gatewayUrl: server.gatewayUrl,
      onCode: () => {
        throw new Error('x')
      },
    })
    const failing = createHttp({ gatewayUrl: server.gatewayUrl, onCode: () => Promise.reject(new Error('y')) })
    await expect(throwing.get('/ums/web/code', { value: 404110 })).rejects.toMatchObject({ serverCode: 404110 })
    await expect(failing.get('/ums/web/code', { value: 404110 })).rejects.toMatchObject({ serverCode: 404110 })
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(2))
    log.mockRestore()
  })

  it('does not wait for onCode to settle (the shell prompt may never close)', async () => {
    const http = createHttp({ gatewayUrl: server.gatewayUrl, onCode: () => new Promise<void>(() => {}) })
    await expect(http.get('/ums/web/code', { value: 401001 })).rejects.toMatchObject({ serverCode: 401001 })
  })

  it('rejects an answer that is not an envelope as invalid_response', async () => {
    const { http } = setup()
    await expect(http.get('/ums/web/text')).rejects.toMatchObject({ code: 'invalid_response', status: 200 })
    await expect(http.get('/ums/web/code', { value: 'abc' })).rejects.toMatchObject({ code: 'invalid_response' })
  })
})

describe('HTTP errors', () => {
  it('rejects a 500 with its JSON body, serverCode and onCode', async () => {
    const { http, onCode } = setup()
    const error = (await http.get('/ums/web/status', { value: 500 }).catch((e: unknown) => e)) as HttpError
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({
      code: 'http_status',
      status: 500,
      serverCode: 500100,
      data: { code: 500100, msg: 'boom' },
    })
    expect(error.message).toBe(`[GET] "${server.gatewayUrl}/ums/web/status?value=500": 500 Internal Server Error`)
    expect(error.response?.status).toBe(500)
    expect(error.cause).toBeInstanceOf(Error)
    expect(onCode).toHaveBeenCalledWith(500100, expect.objectContaining({ msg: 'boom' }))
  })

  it('rejects a 404 with a text body without calling onCode', async () => {
    const { http, onCode } = setup()
    const error = await http.postJson('/ums/web/status?value=404&text=1', {}).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'http_status', status: 404, serverCode: undefined, data: 'nope' })
    expect(onCode).not.toHaveBeenCalled()
  })

  it('reads the JSON body of an error answered to a blob helper', async () => {
    const { http, onCode } = setup()
    const error = await http.getBlob('/ums/web/status', { value: 400, code: 400000 }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'http_status', status: 400, serverCode: 400000, data: { msg: 'boom' } })
    expect(onCode).toHaveBeenCalledWith(400000, expect.anything())
  })

  it('serialises to a plain object with its stable code and no stack', async () => {
    const { http } = setup()
    const error = (await http.get('/ums/web/status', { value: 503 }).catch((e: unknown) => e)) as HttpError
    const wire = JSON.parse(JSON.stringify(error))
    expect(wire).toMatchObject({ name: 'HttpError', code: 'http_status', status: 503, method: 'GET' })
    expect(wire.stack).toBeUndefined()
  })
})
