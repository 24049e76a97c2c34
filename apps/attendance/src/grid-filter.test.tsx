// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { useState } from 'react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../manifest.json'
import { GridFilter, shownPeople, type GridFilterValue } from './grid-filter'
import type { Mark } from './kaoqin-api'
import { texts } from './texts'

const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/attendance/team-attendance' }),
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

const day = (status: Mark['status'], flagged = false): Mark => ({
  status,
  lateMinutes: 0,
  earlyMinutes: 0,
  missing: null,
  leaveType: null,
  leavePart: null,
  flagged,
})
const PEOPLE = [
  { name: 'Zhang Wei', jobNumber: 'SH00010', days: { '2026-11-02': day('normal'), '2026-11-03': day('late') } },
  { name: 'Li Na', jobNumber: 'SH00011', days: { '2026-11-02': day('normal'), '2026-11-03': day('leave') } },
  { name: 'Wang Fang', jobNumber: 'BJ00003', days: { '2026-11-02': day('normal', true) } },
]

function Grid() {
  const [filter, setFilter] = useState<GridFilterValue>({ text: '', exceptions: false })
  const shown = shownPeople(PEOPLE, filter)
  return (
    <ShellProvider connection={app.connection} env={app.env}>
      <GridFilter filter={filter} onChange={setFilter} shown={shown.length} total={PEOPLE.length} />
      <ul>
        {shown.map((person) => (
          <li key={person.jobNumber}>{person.name}</li>
        ))}
      </ul>
    </ShellProvider>
  )
}

const names = () => screen.queryAllByRole('listitem').map((item) => item.textContent)

describe('the month grid filter', () => {
  it('finds people by name or job number, and by an exception in their month, saying how many it shows', () => {
    render(<Grid />)
    expect(screen.getByTestId('grid-count').textContent).toBe('Showing 3 of 3')
    fireEvent.change(screen.getByLabelText('Name or job number'), { target: { value: 'sh0001' } })
    expect(names()).toEqual(['Zhang Wei', 'Li Na'])
    fireEvent.change(screen.getByLabelText('Name or job number'), { target: { value: 'wang' } })
    expect(names()).toEqual(['Wang Fang'])
    fireEvent.change(screen.getByLabelText('Name or job number'), { target: { value: '' } })
    fireEvent.click(screen.getByLabelText('Only people with an exception'))
    // A late day and a flagged day are exceptions; leave is not.
    expect(names()).toEqual(['Zhang Wei', 'Wang Fang'])
    expect(screen.getByTestId('grid-count').textContent).toBe('Showing 2 of 3')
    expect(screen.getByRole('search', { name: 'Find people in the table' })).toBeTruthy()
  })
})
