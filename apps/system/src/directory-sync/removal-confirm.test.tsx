// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import axe from 'axe-core'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import type { Run } from './dirsync-api'
import { RemovalConfirm } from './removal-confirm'

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

const api = vi.hoisted(() => ({ loadHeld: vi.fn(), confirmRemovals: vi.fn(), cancelRemovals: vi.fn() }))
vi.mock('./dirsync-api', async (original) => ({ ...(await original<typeof import('./dirsync-api')>()), ...api }))

const run = {
  id: 'r1',
  platform: 'wecom',
  trigger: 'manual',
  status: 'confirm',
  startedAt: 0,
  finishedAt: null,
  startedBy: 'Ann',
  counts: {
    created: 0,
    updated: 0,
    moved: 0,
    disabled: 0,
    removed: 0,
    skipped: 0,
    failed: 0,
    held: 2,
    total: 9,
    done: 0,
  },
  error: 'Waits for an administrator to confirm: this sync would offboard 2 people',
} as Run
const held = [
  {
    seq: 1,
    kind: 'member',
    platformId: 'wx-a',
    name: 'Ann Lee',
    action: 'disable',
    result: 'held',
    changes: [],
    reason: 'No longer on the platform',
    retried: false,
  },
  {
    seq: 2,
    kind: 'member',
    platformId: 'wx-b',
    name: 'Bo Chen',
    action: 'disable',
    result: 'held',
    changes: [],
    reason: 'No longer on the platform',
    retried: false,
  },
]

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
  for (const fn of Object.values(api)) fn.mockReset()
  api.loadHeld.mockResolvedValue(held)
})
afterEach(cleanup)
afterAll(() => mock.destroy())

const show = (props: Partial<Parameters<typeof RemovalConfirm>[0]> = {}) =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      <RemovalConfirm run={run} canManage onConfirmed={vi.fn()} onCancelled={vi.fn()} {...props} />
    </ShellProvider>,
  )

describe('a sync waiting for confirmation', () => {
  it('lists the people it would offboard, accessibly, with why', async () => {
    show()
    expect(await screen.findByText('Bo Chen')).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Confirm the offboardings' })).toBeTruthy()
    expect(screen.getByText(run.error)).toBeTruthy()
    const result = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(result.violations.map((v) => v.id)).toEqual([])
  })

  it('confirms or cancels through the gateway and says so to the page', async () => {
    const onConfirmed = vi.fn()
    const onCancelled = vi.fn()
    api.confirmRemovals.mockResolvedValue({ runId: 'r1', people: 2 })
    api.cancelRemovals.mockResolvedValue({ runId: 'r1', people: 2 })
    show({ onConfirmed, onCancelled })
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and go on' }))
    await act(() => Promise.resolve())
    expect(api.confirmRemovals).toHaveBeenCalledWith('r1')
    expect(onConfirmed).toHaveBeenCalledWith('r1')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the sync' }))
    await act(() => Promise.resolve())
    expect(api.cancelRemovals).toHaveBeenCalledWith('r1')
    expect(onCancelled).toHaveBeenCalled()
  })

  it("shows the gateway's refusal in words, and no buttons to someone who may not manage", async () => {
    api.confirmRemovals.mockRejectedValue(new Error('This sync is not waiting for a confirmation'))
    const view = show()
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and go on' }))
    expect((await screen.findByRole('alert')).textContent).toBe('This sync is not waiting for a confirmation')
    view.unmount()
    show({ canManage: false })
    await screen.findByText('Ann Lee')
    expect(screen.queryByRole('button')).toBeNull()
  })
})
