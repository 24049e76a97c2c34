// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import type { Run } from '../api'
import { texts } from '../texts'
import { CorrectDialog } from './correct-dialog'
import { RunCorrections } from './run-corrections'
import { RunsPage } from './runs-page'

const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/salary/runs' }),
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

const { list, groups, createOffCycle, correct } = vi.hoisted(() => ({
  list: vi.fn(),
  groups: vi.fn(),
  createOffCycle: vi.fn(),
  correct: vi.fn(),
}))
vi.mock('../api', async (original) => {
  const real = await original<typeof import('../api')>()
  return {
    ...real,
    salary: {
      ...real.salary,
      runs: { ...real.salary.runs, list },
      groups: { ...real.salary.groups, list: groups },
      runKinds: { createOffCycle, correct },
    },
  }
})

const run = (id: number, kind: Run['kind'], name: string, correctsRunId: number | null = null): Run => ({
  id,
  groupId: 1,
  groupName: 'Head office',
  month: '2026-03',
  status: 'published',
  instanceId: null,
  headcount: 3,
  gross: '30000.00',
  net: '24000.00',
  tax: '900.00',
  employer: '9000.00',
  threshold: '10',
  createdAt: 0,
  calculatedAt: 0,
  lockedAt: 0,
  publishedAt: 0,
  kind,
  name,
  correctsRunId,
  correction: correctsRunId ? 'reverse' : '',
  correctedBy: [],
})

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
  list.mockResolvedValue([run(1, 'regular', ''), run(2, 'offCycle', '2026 年终奖'), run(3, 'correction', '', 1)])
  groups.mockResolvedValue([{ id: 1, name: 'Head office' }])
})
afterEach(() => {
  cleanup()
  for (const fn of [list, groups, createOffCycle, correct]) fn.mockReset()
})
afterAll(() => mock.destroy())

const inApp = (node: React.ReactNode) =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      {node}
    </ShellProvider>,
  )
const kinds = async () => {
  const table = await screen.findByTestId('runs')
  await within(table).findByText('2026 年终奖')
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[2].textContent)
}

describe('runs beside the monthly run', () => {
  it('lists each run with its kind and name, in both languages', async () => {
    inApp(<RunsPage />)
    expect(await kinds()).toEqual(['Monthly', 'Off-cycle 2026 年终奖', 'Correction Corrects run #1'])
    await act(() => mock.setEnv({ language: 'zh-CN' }))
    expect(await kinds()).toEqual(['月度', '额外发放 2026 年终奖', '更正 更正核算 #1'])
  })

  it('creates a named off-cycle run for the whole group from its dialog, refusing one without a name', async () => {
    createOffCycle.mockResolvedValue({ id: 9 })
    inApp(<RunsPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'New off-cycle run' }))
    const dialog = await screen.findByTestId('off-cycle-dialog')
    expect(within(dialog).getByRole('radio', { name: 'Everyone the group pays that month' })).toHaveProperty(
      'checked',
      true,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Give the run a name.')
    expect(createOffCycle).not.toHaveBeenCalled()
    fireEvent.change(within(dialog).getByLabelText('Name (for example 2026 annual bonus)'), {
      target: { value: ' 2026 年终奖 ' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Create' }))
    await vi.waitFor(() => expect(createOffCycle).toHaveBeenCalledTimes(1))
    expect(createOffCycle.mock.calls[0][0]).toMatchObject({ groupId: 1, name: '2026 年终奖', employeeIds: undefined })
  })

  it('corrects a published run: reverse everything, or chosen people only once some are chosen', async () => {
    correct.mockResolvedValue({ id: 12 })
    const done = vi.fn()
    inApp(<CorrectDialog runId={7} name="Head office 2026-03" onDone={done} onClose={() => undefined} />)
    const dialog = await screen.findByTestId('correct-dialog')
    fireEvent.click(within(dialog).getByRole('radio', { name: /Correct chosen people/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Choose at least one person.')
    expect(correct).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Reverse everything: every line negated' }))
    fireEvent.click(screen.getByRole('button', { name: 'Create' }))
    await vi.waitFor(() => expect(done).toHaveBeenCalledWith(12))
    expect(correct).toHaveBeenCalledWith({ id: 7, mode: 'reverse', employeeIds: undefined })
  })

  it('shows the run a correction corrects and lists its claw-back clearly, in both languages', async () => {
    const reversal = { ...run(3, 'correction', '', 1), correctedBy: [] }
    inApp(<RunCorrections run={reversal} clawBack={{ count: 2, total: '-1200.50' }} />)
    const box = await screen.findByTestId('run-corrections')
    expect(within(box).getByRole('button', { name: 'Open run 1' })).toBeTruthy()
    expect(within(box).getByRole('alert').textContent).toBe(
      '2 people are paid below zero (claw-back 1,200.50): the bank file leaves them out; recover the amounts from them.',
    )
    await act(() => mock.setEnv({ language: 'zh-CN' }))
    expect(within(box).getByRole('alert').textContent).toBe(
      '2 人实发为负（应追回 1,200.50）：银行代发文件不包含他们，请另行追回。',
    )
  })
})
