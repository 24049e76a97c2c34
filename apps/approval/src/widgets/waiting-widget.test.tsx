// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import { WaitingWidget } from './waiting-widget'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/approval/widgets/waiting' }),
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

const ID = '0f1e2d3c-0000-4000-8000-000000000001'
const list = vi.hoisted(() => vi.fn())
vi.mock('../center-api', async (original) => ({
  centerApi: { ...(await original<typeof import('../center-api')>()).centerApi, list },
}))

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
})
afterEach(cleanup)
afterAll(() => mock.destroy())

describe('the approvals-waiting widget', () => {
  it("lists each request as a link named by its title that opens its decision dialog in the approval centre's tab", async () => {
    list.mockResolvedValue({ total: 1, rows: [{ id: ID, title: 'Annual leave · 3d', applicantName: 'Deng' }] })
    render(
      <ShellProvider connection={app.connection} env={app.env}>
        <WaitingWidget />
      </ShellProvider>,
    )
    const link = await screen.findByRole('link', { name: 'Annual leave · 3d' })
    expect(link.getAttribute('href')).toMatch(new RegExp(`/portal/approval/center/requests/${ID}$`))
    link.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(mock.callsOf('tabs.open')).toEqual([[`/center/requests/${ID}`, undefined, undefined]]))
  })
})
