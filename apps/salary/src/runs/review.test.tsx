// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import type { Line, Lines, LinesQuery, Run } from '../api'
import { texts } from '../texts'
import { ApprovalPage } from './approval-page'
import { RunLines } from './run-lines'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/salary/approvals/7' }),
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

const { approval, flow } = vi.hoisted(() => ({ approval: vi.fn(), flow: vi.fn() }))
vi.mock('../api', async (original) => {
  const real = await original<typeof import('../api')>()
  return {
    ...real,
    salary: { ...real.salary, runs: { ...real.salary.runs, approval } },
    api: { ...real.api, flow },
  }
})

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
})
afterEach(() => {
  cleanup()
  approval.mockReset()
  flow.mockReset()
})
afterAll(() => mock.destroy())

const RUN: Run = {
  id: 7,
  groupId: 1,
  groupName: 'Head office',
  month: '2026-03',
  status: 'approving',
  instanceId: 'w1',
  headcount: 45,
  gross: '1234567.8',
  net: '987654.32',
  tax: '12345.67',
  employer: '345678.9',
  threshold: '10',
  createdAt: 0,
  calculatedAt: 0,
  lockedAt: null,
  publishedAt: null,
  kind: 'regular',
  name: '',
  correctsRunId: null,
  correction: '',
  correctedBy: [],
}
/** A calculated line with no line last month: new when the group has an earlier month, unflagged in its first. */
const line = (n: number, earlier: string | null): Line => ({
  employeeId: n,
  name: `Person ${n}`,
  jobNumber: `E${String(n).padStart(3, '0')}`,
  organName: 'Sales',
  costCentre: '',
  inputs: {},
  calculated: true,
  gross: '16000.00',
  deductions: '0.00',
  social: '2625.00',
  tax: '230.56',
  net: '13144.44',
  employer: '5325.00',
  previousNet: null,
  difference: null,
  changePercent: null,
  flag: earlier === null ? null : 'new',
  items: [],
  attendance: null,
  bonusAdded: n === 2 ? { amount: '24000.00', separateIn: '2026-01' } : null,
  arrears:
    n === 3
      ? [
          { month: '2026-01', amount: '1000.00' },
          { month: '2026-02', amount: '-250.50' },
        ]
      : [],
  // Person 4 joined on 16 March (working days), person 5 left on 10 March (calendar days).
  proration:
    n === 4
      ? { from: '2026-03-16', to: '2026-03-31', employed: 12, total: 22, basis: 'workingDays' }
      : n === 5
        ? { from: '2026-03-01', to: '2026-03-10', employed: 10, total: 31, basis: 'calendarDays' }
        : null,
})
/** A page of lines as the gateway answers it, compared with `earlier` (null: the group's first month). */
const linesOf = (query: LinesQuery, earlier: string | null = '2026-02', total = 45): Lines => {
  const from = (query.page - 1) * query.rows
  const rows = Array.from({ length: Math.max(0, Math.min(query.rows, total - from)) }, (_, i) =>
    line(from + i + 1, earlier),
  )
  return { earlier, total, over: 0, new: earlier === null ? 0 : total, rows }
}
const inApp = (node: React.ReactNode) =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      {node}
    </ShellProvider>,
  )
const review = (earlier: string | null) =>
  inApp(
    <RunLines
      runId={7}
      version={0}
      load={async (query) => linesOf(query, earlier)}
      inputItems={[]}
      threshold="10"
      canInput={false}
      canRecalculate={false}
      monthBefore="2026-02"
      onChanged={() => undefined}
    />,
  )

describe("a run's review", () => {
  it('says in its first month that there is no earlier month to compare with, and marks no one as new', async () => {
    review(null)
    const counts = await screen.findByTestId('review-counts')
    await within(screen.getByTestId('run-lines')).findByText('Person 1')
    expect(counts.textContent).toBe(
      'No earlier month to compare with: the group has no run for 2026-02, so nobody is marked new or changed this month.',
    )
    expect(screen.queryByText('new this month')).toBeNull()
    expect(screen.queryByLabelText('Only people to look at')).toBeNull()
  })

  it('counts and marks the people new since the month before when there is one', async () => {
    review('2026-02')
    await within(screen.getByTestId('run-lines')).findByText('Person 1')
    expect(screen.getByTestId('review-counts').textContent).toBe(
      '0 people changed by more than 10%; 45 had no line last month',
    )
    expect(screen.getAllByText('new this month')).toHaveLength(45)
  })

  it('writes every amount with thousands separators', async () => {
    review('2026-02')
    const first = await within(screen.getByTestId('run-lines')).findByText('Person 1')
    const row = first.closest('tr')!
    expect([...row.querySelectorAll('td.num')].map((cell) => cell.textContent)).toContain('16,000.00')
    expect(row.textContent).toContain('13,144.44')
  })

  it('notes on the line a bonus added to wages because one was already taxed on its own that year', async () => {
    review('2026-02')
    const second = await within(screen.getByTestId('run-lines')).findByText('Person 2')
    expect(second.closest('tr')!.querySelector('[data-testid="bonus-added"]')?.textContent).toBe(
      'Annual bonus 24,000.00 added to wages: one was taxed on its own in 2026-01',
    )
    const first = screen.getByText('Person 1').closest('tr')!
    expect(first.querySelector('[data-testid="bonus-added"]')).toBeNull()
  })
})

describe('back pay on the review', () => {
  it("lists a person's back pay and recoveries on their line, one per month paid for", async () => {
    review('2026-02')
    const third = await within(screen.getByTestId('run-lines')).findByText('Person 3')
    const listed = third.closest('tr')!.querySelectorAll('[data-testid="arrears"] li')
    expect([...listed].map((item) => item.textContent)).toEqual([
      'Back pay for 2026-01: 1,000.00',
      'Recovery for 2026-02: -250.50',
    ])
    expect(screen.getByText('Person 1').closest('tr')!.querySelector('[data-testid="arrears"]')).toBeNull()
  })
})

describe('joiners and leavers on the review', () => {
  it("says under a joiner's or leaver's name the part of the month they are paid, by the group's rule", async () => {
    review('2026-02')
    const part = async (name: string) =>
      (await within(screen.getByTestId('run-lines')).findByText(name))
        .closest('tr')!
        .querySelector('[data-testid="proration"]')?.textContent
    expect(await part('Person 4')).toBe('Paid 2026-03-16 to 2026-03-31: 12 of 22 working days')
    expect(await part('Person 5')).toBe('Paid 2026-03-01 to 2026-03-10: 10 of 31 calendar days')
    expect(await part('Person 1')).toBeUndefined()
  })
})

describe('the approval of a run, as the manager sees it in the dialog', () => {
  it('puts the totals and the decision buttons above the lines, which are paged', async () => {
    approval.mockImplementation(async ({ page: p = 1, rows = 50 }: LinesQuery & { id: number }) => ({
      run: RUN,
      previous: null,
      lines: linesOf({ page: p, rows }),
    }))
    flow.mockResolvedValue({
      id: 'w1',
      status: 'running',
      currentStep: 0,
      steps: [{ index: 0, nameZh: '审批', nameEn: 'Approval' }],
      candidates: [{ name: 'Manager' }],
      history: [],
      events: ['resolve', 'reject'],
    })
    inApp(<ApprovalPage id={7} />)
    const approve = await screen.findByRole('button', { name: 'Approve' })
    const table = await screen.findByTestId('run-lines')
    await within(table).findByText('Person 1')
    const summary = screen.getByTestId('run-summary')
    const before = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
    expect(before(summary, approve)).toBe(true)
    expect(before(approve, table)).toBe(true)
    expect(before(screen.getByRole('button', { name: 'Reject' }), table)).toBe(true)
    // The totals with separators; 20 rows a page, the next page a button away.
    expect(summary.textContent).toContain('987,654.32')
    expect(summary.textContent).toContain('1,234,567.80')
    expect(within(table).getAllByRole('row')).toHaveLength(21)
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await within(table).findByText('Person 21')
    expect(screen.getByText('Page 2 of 3')).toBeTruthy()
  })
})
