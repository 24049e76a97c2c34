// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import axe from 'axe-core'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import type { PlanStep } from './dirsync-api'
import { SyncLog } from './sync-log'

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

const api = vi.hoisted(() => ({ loadRuns: vi.fn(), loadRun: vi.fn(), startSync: vi.fn(), dryRun: vi.fn() }))
vi.mock('./dirsync-api', async (original) => ({ ...(await original<typeof import('./dirsync-api')>()), ...api }))

const step = (kind: PlanStep['kind'], action: string, name: string, changes: PlanStep['changes'] = []): PlanStep => ({
  kind,
  platformId: `${kind}-${name}`,
  name,
  action,
  changes,
  reason: '',
})
const plan: PlanStep[] = [
  step('unit', 'link', 'Demo Tech'),
  step('unit', 'create', 'Mobile team', [{ field: 'unitName', before: null, after: 'Mobile team' }]),
  step('member', 'create', 'Zhao Liu'),
  step('member', 'create', 'Zhou Jiu'),
  step('member', 'move', 'Qian Qi', [{ field: 'department', before: 'Sales', after: 'Mobile team' }]),
  step('member', 'update', 'Sun Ba', [{ field: 'email', before: 'a@x.example', after: 'b@x.example' }]),
  step('member', 'update', 'Wu Shi', [{ field: 'title', before: 'Tester', after: 'Lead tester' }]),
  step('member', 'update', 'Zheng Yi', [{ field: 'mobile', before: '13700000011', after: '13700000012' }]),
  step('member', 'link', 'Ma Chao'),
]

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
  for (const fn of Object.values(api)) fn.mockReset()
  api.loadRuns.mockResolvedValue({ list: [], total: 0 })
  api.dryRun.mockResolvedValue({ ok: true, message: '', steps: plan })
  api.startSync.mockResolvedValue('r1')
  api.loadRun.mockResolvedValue({
    id: 'r1',
    platform: 'wecom',
    trigger: 'manual',
    status: 'done',
    startedAt: 0,
    finishedAt: 1,
    startedBy: 'admin',
    counts: {
      created: 1,
      updated: 1,
      moved: 1,
      disabled: 0,
      removed: 0,
      skipped: 0,
      failed: 0,
      held: 0,
      total: 6,
      done: 6,
    },
    error: '',
  })
})
afterEach(cleanup)
afterAll(() => mock.destroy())

const show = () =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      <SyncLog platform="wecom" canManage configured plan={() => api.dryRun('wecom')} />
    </ShellProvider>,
  )

describe('Sync now: the plan of changes before saving', () => {
  it('shows how many people are added, moved and changed and units added, then each record, accessibly', async () => {
    show()
    fireEvent.click(await screen.findByRole('button', { name: 'Sync now' }))
    const counts = await screen.findByTestId('ds-plan-counts')
    const shown = within(counts)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`)
    expect(shown).toEqual(['People added 2', 'People moved 1', 'People changed 3', 'Units added 1'])
    expect(within(screen.getByTestId('ds-plan-move')).getByText('Qian Qi')).toBeTruthy()
    expect(screen.getByTestId('ds-plan-other').textContent).toContain('Ma Chao')
    expect(api.startSync).not.toHaveBeenCalled()
    const result = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(result.violations.map((v) => v.id)).toEqual([])
  })

  it('starts the sync only on Save, and Cancel drops the plan without writing anything', async () => {
    show()
    fireEvent.click(await screen.findByRole('button', { name: 'Sync now' }))
    await screen.findByTestId('ds-plan-counts')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByTestId('ds-plan')).toBeNull()
    expect(api.startSync).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }))
    await screen.findByTestId('ds-plan-counts')
    fireEvent.click(screen.getByRole('button', { name: 'Save the changes' }))
    await act(() => Promise.resolve())
    expect(api.startSync).toHaveBeenCalledWith('wecom')
    expect(screen.queryByTestId('ds-plan')).toBeNull()
    expect((await screen.findByTestId('ds-progress')).textContent).toBe('Sync finished: 6 records')
  })

  it("says the platform's refusal in words and offers no Save", async () => {
    api.dryRun.mockResolvedValue({ ok: false, message: 'WeCom refused the request: wrong secret', steps: [] })
    show()
    fireEvent.click(await screen.findByRole('button', { name: 'Sync now' }))
    expect((await screen.findByRole('alert')).textContent).toBe('WeCom refused the request: wrong secret')
    expect((screen.getByRole('button', { name: 'Save the changes' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
