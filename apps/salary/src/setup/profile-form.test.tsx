// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import { ProfileForm } from './profile-form'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/salary/profiles' }),
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
})
afterEach(cleanup)
afterAll(() => mock.destroy())

const EDIT = { base: 'edit', allowances: 'edit', bank: 'edit', costCentre: 'edit' } as const
const form = (effectiveMonths: string[]) =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      <ProfileForm
        employeeId={1}
        current={null}
        allowanceItems={[]}
        fields={EDIT}
        costCentres={[]}
        paidMonths={['2026-03', '2026-04', '2026-05']}
        effectiveMonths={effectiveMonths}
        onSaved={() => undefined}
      />
    </ShellProvider>,
  )
const pick = (label: string, month: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: month } })
const note = () => screen.getByTestId('arrears-note').textContent

describe('a salary profile change dated into a month already paid', () => {
  it('says which paid months the next run pays the difference for, in both languages', async () => {
    await act(() => mock.setEnv({ language: 'en' }))
    form(['2024-01'])
    pick('Effective from', '2026-04')
    expect(note()).toBe(
      '2026-04 to 2026-05 are already paid: the difference will be paid (or recovered) in the next run',
    )
    pick('Effective from', '2026-06')
    expect(note()).toBe('')
    cleanup()
    await act(() => mock.setEnv({ language: 'zh-CN' }))
    form(['2024-01'])
    pick('生效月份', '2026-05')
    expect(note()).toBe('2026-05 的工资已发放：差额将在下一次薪资核算中补发（或扣回）')
  })

  it('counts only the months until the next profile row, which stays in force after them', async () => {
    await act(() => mock.setEnv({ language: 'en' }))
    form(['2024-01', '2026-04'])
    pick('Effective from', '2026-03')
    expect(note()).toBe('2026-03 is already paid: the difference will be paid (or recovered) in the next run')
  })
})
