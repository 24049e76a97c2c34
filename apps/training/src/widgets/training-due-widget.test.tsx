// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import { TrainingDueWidget } from './training-due-widget'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/training/widgets/training-due' }),
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

const myTraining = vi.hoisted(() => vi.fn())
vi.mock('../api', async (original) => ({ api: { ...(await original<typeof import('../api')>()).api, myTraining } }))

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
})
afterEach(cleanup)
afterAll(() => mock.destroy())

describe('the training-due widget', () => {
  it("says why it has nothing in the widget's plain text, not as a form's red error", async () => {
    myTraining.mockRejectedValue(new Error('Your account has no staff record in this company'))
    render(
      <ShellProvider connection={app.connection} env={app.env}>
        <TrainingDueWidget />
      </ShellProvider>,
    )
    const said = await screen.findByRole('alert')
    expect(said.textContent).toContain('Your account has no staff record in this company')
    expect(said.className).toBe('')
  })

  it('lists each course due as a link named by its title that opens My training in its tab', async () => {
    myTraining.mockResolvedValue({
      today: '2026-01-05',
      required: [{ assignmentId: 4, courseId: 9, dueDate: '2026-01-20', state: 'due', completedAt: null }],
      courses: [{ id: 9, title: 'Fire safety', sessions: [] }],
    })
    render(
      <ShellProvider connection={app.connection} env={app.env}>
        <TrainingDueWidget />
      </ShellProvider>,
    )
    const link = await screen.findByRole('link', { name: 'Fire safety' })
    expect(link.getAttribute('href')).toMatch(/\/portal\/training\/my-training$/)
    await userEvent.click(link)
    await waitFor(() => expect(mock.callsOf('tabs.open')).toEqual([['/my-training', undefined, undefined]]))
  })
})
