// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import { MustReadWidget } from './must-read-widget'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/ums/widgets/must-read' }),
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

const ID = '0f1e2d3c-0000-4000-8000-00000000000a'
const mustReadList = vi.hoisted(() => vi.fn())
vi.mock('@hr-portal/api/client/message', async (original) => ({
  ...(await original<typeof import('@hr-portal/api/client/message')>()),
  messageApi: () => ({ notice: { mustReadList } }),
}))

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
})
afterEach(cleanup)
afterAll(() => mock.destroy())

describe('the must-read widget', () => {
  it('lists each announcement as a link that opens it in the message centre, where it is confirmed', async () => {
    mustReadList.mockResolvedValue([{ id: ID, title: 'Quarterly safety training' }])
    render(
      <ShellProvider connection={app.connection} env={app.env}>
        <MustReadWidget />
      </ShellProvider>,
    )
    const link = await screen.findByRole('link', { name: 'Quarterly safety training' })
    expect(link.getAttribute('href')).toMatch(new RegExp(`/portal/messages/${ID}$`))
    link.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(mock.callsOf('messages.open')).toEqual([[ID]]))
  })
})
