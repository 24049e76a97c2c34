import { HttpError } from '@hr-portal/bridge/http'
import { describe, expect, it } from 'vitest'
import { failureText } from './labels'

const call = { method: 'POST', url: 'http://portal.example/gateway/uac/x/web/y' }

describe('the words a person reads for a failure', () => {
  it("are §8's for a request the gateway did not answer in its envelope, never the wrapper's developer text", () => {
    const notFound = new HttpError('http_status', `[POST] "${call.url}": 404 Not Found`, { ...call, status: 404 })
    expect(failureText(notFound, 'zh-CN')).toBe('系统错误')
    expect(failureText(notFound, 'en')).toBe('system error')
    expect(failureText(new HttpError('network', 'fetch failed', call), 'zh-CN')).toBe('网络异常，请检查网络连接')
    expect(failureText(new HttpError('timeout', 'aborted after 120000 ms', call), 'en')).toBe('time out')
  })

  it("are the gateway's own message when it answered with a code, and §8's fixed words for its fixed codes", () => {
    const refused = new HttpError('server_code', '金额最多两位小数', { ...call, status: 200, serverCode: 413201 })
    expect(failureText(refused, 'zh-CN')).toBe('金额最多两位小数')
    const changed = new HttpError('server_code', 'Login permissions changed, please log in again', {
      ...call,
      serverCode: 404110,
    })
    expect(failureText(changed, 'zh-CN')).toBe('登录权限已变更，请重新登录')
  })
})
