// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import { NoPositionsNote } from './no-positions-note'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/personnel/records/new' }),
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

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
})
afterEach(cleanup)
afterAll(() => mock.destroy())

const renderNote = (reload = vi.fn()) =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      <NoPositionsNote reload={reload} />
    </ShellProvider>,
  )

describe('the note of a department without positions', () => {
  it('tells a user who may not edit positions whom to ask, without a button to the positions page, and reloads the list', async () => {
    mock.answer('perm.authFlags', {})
    const reload = vi.fn()
    renderNote(reload)
    await waitFor(() => expect(mock.callsOf('perm.authFlags')).toContainEqual(['1006']))
    expect(screen.getByTestId('onboard-no-positions').textContent).toContain(
      'This department has no positions yet. Ask an administrator who may edit positions (System → Posts and positions) to add one, then reload the list.',
    )
    expect(screen.queryByRole('button', { name: 'Open Posts and positions' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Reload positions' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it("opens the System app's Posts and positions page for a user who may edit positions", async () => {
    mock.answer('perm.authFlags', (menu): Record<string, number> => (menu === '1006' ? { '100603': 1 } : {}))
    renderNote()
    fireEvent.click(await screen.findByRole('button', { name: 'Open Posts and positions' }))
    expect(screen.getByTestId('onboard-no-positions').textContent).toContain(
      'Add one under Posts and positions, then reload the list.',
    )
    await waitFor(() => expect(mock.callsOf('tabs.open')).toEqual([['/posts', undefined, 'ums']]))
  })
})
