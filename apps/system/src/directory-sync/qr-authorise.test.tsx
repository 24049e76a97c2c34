// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import axe from 'axe-core'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import type { SuiteAuth } from './dirsync-api'
import { QrAuthorise } from './qr-authorise'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/system/directory-sync' }),
  }
})

vi.mock('@hr-portal/bridge', async (original) => {
  const bridge = await original<typeof import('@hr-portal/bridge')>()
  return {
    ...bridge,
    createSubApp: (options: Parameters<typeof bridge.createSubApp>[0]) =>
      bridge.createSubApp({ ...options, window: page, connect: mock.connect }),
  }
})

const checkQrAuth = vi.hoisted(() => vi.fn<() => Promise<SuiteAuth>>())
const startQrAuth = vi.hoisted(() => vi.fn())
vi.mock('./dirsync-api', async (original) => ({
  ...(await original<typeof import('./dirsync-api')>()),
  checkQrAuth,
  startQrAuth,
}))

const LINK = 'https://open.work.weixin.qq.com/3rdapp/install?suite_id=s&pre_auth_code=p&redirect_uri=r&state=x'
const none: SuiteAuth = { available: true, status: 'none', message: '' }
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
  checkQrAuth.mockReset()
  startQrAuth.mockReset()
})
afterEach(cleanup)
afterAll(() => mock.destroy())

const show = (onAuthorised = vi.fn()) =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      <QrAuthorise onAuthorised={onAuthorised} />
    </ShellProvider>,
  )

describe('authorise by QR code', () => {
  it('is not offered when the server has no WeCom provider app', async () => {
    checkQrAuth.mockResolvedValue({ available: false, status: 'none', message: 'not set up' })
    const view = show()
    await act(() => wait(20))
    expect(view.container.textContent).toBe('')
  })

  it('gives the link to open in this browser and its expiry, follows the authorisation and shows the company once authorised', async () => {
    checkQrAuth
      .mockResolvedValueOnce(none)
      .mockResolvedValueOnce({ ...none, status: 'pending', pending: true })
      .mockResolvedValue({
        available: true,
        status: 'authorised',
        pending: false,
        corpName: 'Demo Co.',
        agentName: 'HR Portal',
        authUserName: 'Ann',
        message: '',
      })
    startQrAuth.mockResolvedValue({ qrText: LINK, url: LINK, expiresAt: Date.now() + 20 * 60_000 })
    const onAuthorised = vi.fn()
    show(onAuthorised)
    fireEvent.click(await screen.findByRole('button', { name: 'Get the authorisation link' }))
    expect((await screen.findByRole('link')).getAttribute('href')).toBe(LINK)
    expect(screen.getByText(/^Valid until /)).toBeTruthy()
    const result = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(result.violations.map((v) => v.id)).toEqual([])
    await act(() => wait(4500))
    expect(onAuthorised).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Authorised: Demo Co.')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
    const calls = checkQrAuth.mock.calls.length
    await act(() => wait(2500))
    expect(checkQrAuth.mock.calls.length).toBe(calls)
  }, 15_000)

  it('stops asking when the section goes away', async () => {
    checkQrAuth.mockResolvedValueOnce(none).mockResolvedValue({ ...none, status: 'pending', pending: true })
    startQrAuth.mockResolvedValue({ qrText: LINK, url: LINK, expiresAt: Date.now() + 20 * 60_000 })
    const view = show()
    fireEvent.click(await screen.findByRole('button', { name: 'Get the authorisation link' }))
    await screen.findByRole('link')
    view.unmount()
    const calls = checkQrAuth.mock.calls.length
    await wait(2500)
    expect(checkQrAuth.mock.calls.length).toBe(calls)
  }, 10_000)
})
