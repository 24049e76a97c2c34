// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import axe from 'axe-core'
import type { ReactNode } from 'react'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import type { LeavePreview } from '../leave-api'
import { BlackoutNote } from '../year-split'
import { LeaveCalendar } from './leave-calendar'
import type { RequestTeamCalendar } from './team-leave-api'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/attendance/team-leave' }),
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

const GRID: RequestTeamCalendar = {
  days: ['2027-04-06', '2027-04-07'],
  dayKinds: {},
  types: [
    { code: 'annual', nameZh: '年假', nameEn: 'Annual leave' },
    { code: 'sick', nameZh: '病假', nameEn: 'Sick leave' },
  ],
  employees: [
    {
      id: 7,
      name: 'Li Lei',
      jobNumber: 'E007',
      applicant: true,
      days: {
        '2027-04-06': [{ part: 'pm', status: 'approved', typeCode: 'annual', requestId: 'a' }],
        '2027-04-07': [{ part: 'day', status: 'approved', typeCode: 'annual', requestId: 'a' }],
      },
    },
    {
      id: 8,
      name: 'Han Mei',
      jobNumber: 'E008',
      applicant: false,
      days: { '2027-04-07': [{ part: 'am', status: 'pending', typeCode: 'sick', requestId: 'b' }] },
    },
  ],
}

const wrap = (node: ReactNode) =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      {node}
    </ShellProvider>,
  )

describe('the team leave calendar', () => {
  it('names who is off on which day, the type, the half day and the status, the requester marked', async () => {
    const view = wrap(<LeaveCalendar grid={GRID} label="Team leave" testId="grid" />)
    const result = await axe.run(view.baseElement, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    )
    const rows = within(screen.getByTestId('grid')).getAllByRole('row')
    expect(rows[1].querySelector('th')?.textContent).toContain('Li Lei (requester)')
    const cell = (row: number, day: string) => rows[row].querySelector(`td[data-day="${day}"]`)!
    expect(cell(1, '2027-04-06').textContent).toContain('Annual leave afternoon (Approved)')
    expect(cell(1, '2027-04-07').textContent).toContain('Annual leave whole day (Approved)')
    expect(cell(2, '2027-04-07').textContent).toContain('Sick leave morning (Pending)')
    expect(cell(2, '2027-04-06').textContent).toBe('')
    // The type's first letter is seen; its words are for assistive technology and the mark's title.
    expect(cell(2, '2027-04-07').querySelector('[aria-hidden="true"]')?.textContent).toBe('S')
  })

  it('says in Chinese too', async () => {
    await act(() => mock.setEnv({ language: 'zh-CN' }))
    wrap(<LeaveCalendar grid={GRID} label="团队假期" testId="grid" />)
    expect(screen.getByText('Li Lei（申请人）')).toBeTruthy()
    expect(
      screen.getByTestId('grid').querySelector('td[data-day="2027-04-07"] [aria-hidden="true"]')?.textContent,
    ).toBe('年')
  })
})

describe('the blackout warning of a leave', () => {
  const preview: LeavePreview = {
    unit: 'day',
    days: 2,
    hours: 0,
    parts: [],
    blackouts: [{ startDate: '2027-04-06', endDate: '2027-04-09', reason: 'Year-end close' }],
  }

  it('names the period and its reason, and shows nothing without one', async () => {
    const view = wrap(<BlackoutNote preview={preview} testId="note" />)
    expect(screen.getByTestId('note').textContent).toBe(
      '2027-04-06 to 2027-04-09 is a blackout period (Year-end close): this leave type cannot be requested then',
    )
    view.unmount()
    wrap(<BlackoutNote preview={{ ...preview, blackouts: [] }} testId="note" />)
    expect(screen.queryByTestId('note')).toBeNull()
  })
})
