import { afterEach, describe, expect, it, vi } from 'vitest'

let passes = 0
const appSendPass = vi.fn(async (app: string) => ({
  token: `pass-${app}-${++passes}`,
  expiresAt: Date.now() + 120_000,
}))
const appSend = vi.fn(async (_body: { app: string; appToken: string }) => ({ id: 'm1', recipients: 1 }))
vi.mock('./notice-api', () => ({ noticeApi: { appSendPass, appSend } }))
const { appMessageSender, PASS_MARGIN_MS } = await import('./app-message-sender')

const message = { userIds: [2], title: 'Hello', body: 'From a frame' }
afterEach(() => {
  vi.useRealTimers()
  appSendPass.mockClear()
  appSend.mockClear()
  passes = 0
})

describe('messages a frame sends', () => {
  it("go out under the frame's own app with the pass the shell holds for that frame", async () => {
    const system = appMessageSender('system')
    const gifts = appMessageSender('gift-shop')
    await system(message)
    await gifts(message)
    await system(message)
    expect(appSendPass.mock.calls.map(([app]) => app)).toEqual(['system', 'gift-shop'])
    expect(appSend.mock.calls.map(([body]) => [body.app, body.appToken])).toEqual([
      ['system', 'pass-system-1'],
      ['gift-shop', 'pass-gift-shop-2'],
      ['system', 'pass-system-1'],
    ])
    expect(appSend).toHaveBeenCalledWith({ app: 'system', appToken: 'pass-system-1', ...message })
  })

  it('fetch a new pass before the held one ends', async () => {
    vi.useFakeTimers()
    const send = appMessageSender('system')
    await send(message)
    vi.advanceTimersByTime(120_000 - PASS_MARGIN_MS)
    await send(message)
    expect(appSend.mock.calls.map(([body]) => body.appToken)).toEqual(['pass-system-1', 'pass-system-2'])
  })

  it('answer the frame a bridge error when the gateway refuses', async () => {
    appSend.mockRejectedValueOnce(new Error('This message was not sent from a page of the app system'))
    await expect(appMessageSender('system')(message)).rejects.toMatchObject({
      code: 'handler_failed',
      message: 'This message was not sent from a page of the app system',
    })
  })
})
