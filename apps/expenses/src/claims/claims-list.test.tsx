// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import type { ClaimSummary } from '../api'
import { showTime } from '../page'
import { texts } from '../texts'
import { ClaimsList } from './claims-list'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/expenses/claims' }),
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

const PAID_AT = Date.UTC(2026, 2, 31, 2, 0)
const claim = (part: Partial<ClaimSummary>): ClaimSummary => ({
  id: 'c-1',
  title: 'Trip to Shanghai',
  status: 'draft',
  employeeId: 5,
  employeeName: 'Staff',
  departmentName: 'Sales',
  currency: 'CNY',
  total: '1234.5',
  advanceSettled: '0.00',
  payable: '1234.50',
  lineCount: 2,
  receiptCount: 1,
  warnings: 0,
  duplicates: 0,
  submittedAt: null,
  paidAt: null,
  createdAt: Date.UTC(2026, 2, 1),
  ...part,
})

const renderList = (claims: ClaimSummary[], onOpen = vi.fn()) => {
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      <ClaimsList claims={claims} onOpen={onOpen} />
    </ShellProvider>,
  )
  return onOpen
}

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
})
afterEach(cleanup)
afterAll(() => mock.destroy())

describe('my claims', () => {
  it('shows each claim as a card with its status, exact total, and when it was paid', async () => {
    renderList([
      claim({}),
      claim({ id: 'c-2', title: 'Taxi', status: 'paid', total: '88', paidAt: PAID_AT, warnings: 1, duplicates: 2 }),
    ])
    const cards = await screen.findAllByTestId('claim-card')
    expect(cards).toHaveLength(2)
    const draft = within(cards[0])
    expect(draft.getByText('Trip to Shanghai')).toBeTruthy()
    expect(draft.getByText('Draft')).toBeTruthy()
    expect(draft.getByText('¥1,234.50')).toBeTruthy()
    expect(draft.queryByText(/Paid on/)).toBeNull()
    const paid = within(cards[1])
    expect(paid.getByText('Paid')).toBeTruthy()
    expect(paid.getByText(`Paid on ${showTime(PAID_AT)}`)).toBeTruthy()
    expect(paid.getByText('1 policy warning · 2 receipts used before')).toBeTruthy()
  })

  it('opens a claim from its card, named for a screen reader by its title', async () => {
    const onOpen = renderList([claim({ status: 'submitted' })])
    await userEvent.click(await screen.findByRole('button', { name: 'Open the claim Trip to Shanghai' }))
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'c-1', status: 'submitted' }))
    expect(screen.getByText('Waiting for approval')).toBeTruthy()
  })
})
