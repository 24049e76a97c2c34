import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from './login-throttle'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const LOGIN = '/gateway/uac/account/login'
let gateway: TestGateway

beforeAll(async () => { gateway = await startTestGateway() })
afterAll(async () => { await gateway.close() })

const attempt = (account: string, password: string) => gateway.post(LOGIN, { account, password })

describe('sign-in throttling', () => {
  it('locks an account after five failures, even for the right password, and names the wait', async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await attempt('staff', 'Wrong@123456')).body.code).toBe(400101)
    const locked = await attempt('staff', 'Staff@12345')
    expect(locked.body).toEqual({ code: 400105, msg: 'Too many failed sign-in attempts, please try again in 15 minutes' })
  })

  it('leaves other accounts alone', async () => {
    expect((await attempt('admin', 'Admin@12345')).body.code).toBe(0)
  })

  it('lets the account in again once the window has passed, and a success clears the count', async () => {
    gateway.setNow(Date.now() + LOGIN_FAILURE_WINDOW_MS + 1000)
    expect((await attempt('staff', 'Staff@12345')).body.code).toBe(0)
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) await attempt('staff', 'Wrong@123456')
    expect((await attempt('staff', 'Staff@12345')).body.code).toBe(0)
  })
})
