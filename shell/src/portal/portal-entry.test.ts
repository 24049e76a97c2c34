// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'

let token = 'token-a'
let answer: unknown = null
const postForm = vi.fn(async () => ({ code: 0, result: answer }))
const showMessage = vi.fn()
vi.mock('../lib/http', () => ({ http: { postForm }, onServerCode: () => {} }))
vi.mock('../lib/storage', async (original) => ({
  ...(await original<typeof import('../lib/storage')>()),
  getToken: () => token,
}))
vi.mock('../lib/messages/message', () => ({ showMessage }))

await import('../lib/i18n/portal-texts')
const { enterPortal } = await import('./portal-entry')

beforeEach(() => {
  postForm.mockClear()
  showMessage.mockClear()
})

describe('§7 portal loginIn when the portal is entered after sign-in', () => {
  it("tells the gateway once per session and shows the sign-in before this session's when it came from elsewhere", async () => {
    answer = {
      firstEntry: true,
      previousSignIn: {
        at: Date.UTC(2024, 4, 1, 2, 30),
        ip: '10.0.0.5',
        browser: 'Chrome 126 on Windows 10',
        method: 'password',
      },
      fromElsewhere: true,
    }
    await enterPortal()
    expect(postForm).toHaveBeenCalledExactlyOnceWith('/uac/web/portal/loginIn', {}, { unLoading: true })
    expect(showMessage).toHaveBeenCalledTimes(1)
    const [type, text] = showMessage.mock.calls[0]
    expect(type).toBe('info')
    expect(text).toMatch(/^上次登录：.+，Chrome 126 on Windows 10，10\.0\.0\.5$/)
    // The same page and session (a re-render, a return to the portal) asks no more.
    await enterPortal()
    expect(postForm).toHaveBeenCalledTimes(1)
  })

  it('asks again for a new session (a tenant switch), and shows nothing for a sign-in from the same device, none, or a malformed one', async () => {
    token = 'token-b'
    answer = {
      firstEntry: true,
      previousSignIn: {
        at: Date.UTC(2024, 4, 1),
        ip: '127.0.0.1',
        browser: 'Chrome 126 on Windows 10',
        method: 'password',
      },
      fromElsewhere: false,
    }
    await enterPortal()
    expect(postForm).toHaveBeenCalledTimes(1)
    token = 'token-b2'
    answer = { firstEntry: true, previousSignIn: null, fromElsewhere: false }
    await enterPortal()
    expect(postForm).toHaveBeenCalledTimes(2)
    postForm.mockClear()
    token = 'token-c'
    answer = { firstEntry: true, previousSignIn: { at: 'yesterday', ip: '<b>x</b>', browser: 3 }, fromElsewhere: true }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await enterPortal()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(showMessage).not.toHaveBeenCalled()
    // Without a session nothing is asked.
    token = ''
    await enterPortal()
    expect(postForm).toHaveBeenCalledTimes(1)
  })
})
