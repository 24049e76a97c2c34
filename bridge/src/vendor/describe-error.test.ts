import { describe, expect, it } from 'vitest'
import { HttpError } from '../http/index.js'
import { AppTokenError } from './app-token.js'
import { describeError } from './describe-error.js'

const t = (key: string, params?: Record<string, string | number>) => (params ? `${key} ${JSON.stringify(params)}` : key)
const httpError = (code: 'http_status' | 'network' | 'timeout', status?: number) =>
  new HttpError(code, 'failed', { method: 'POST', url: '/x', status })

describe('vendor error text', () => {
  it('names a missing app token, a refused one and an unreachable backend in their own words', () => {
    expect(describeError(new AppTokenError('no token'), t)).toBe('error.token')
    expect(describeError(httpError('http_status', 401), t)).toBe('error.unauthorised')
    expect(describeError(httpError('network'), t)).toBe('error.network')
    expect(describeError(httpError('timeout'), t)).toBe('error.network')
  })

  it('passes any other failure on with its message', () => {
    expect(describeError(httpError('http_status', 500), t)).toBe('error.other {"msg":"failed"}')
    expect(describeError('plain', t)).toBe('error.other {"msg":"plain"}')
  })
})
