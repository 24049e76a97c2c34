// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import { MoveForm } from './move-form'

// The new move's form: the person picker, the effective date and the base pay are the theme's fields with their labels;
// a wrong amount and a search that finds nobody are said where a screen reader hears them.

const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/personnel/moves' }),
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

const api = vi.hoisted(() => ({ create: vi.fn(), findPeople: vi.fn(), options: vi.fn() }))
vi.mock('./moves-api', async (original) => ({
  ...(await original<typeof import('./moves-api')>()),
  movesApi: api,
}))

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
  api.options.mockResolvedValue({ organs: [], gangweis: [], zhiweis: [] })
})
afterEach(() => {
  cleanup()
  for (const fn of Object.values(api)) fn.mockReset()
})
afterAll(() => mock.destroy())

const form = () =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      <MoveForm onSent={() => {}} />
    </ShellProvider>,
  )

describe('the new move form', () => {
  it('finds the person with Enter in the labelled field and says when nobody matches', async () => {
    api.findPeople
      .mockResolvedValueOnce({ rows: [], total: 0 })
      .mockResolvedValueOnce({ rows: [{ id: 12, name: 'Deng Yangjuan', jobNumber: 'E012' }], total: 1 })
    form()
    const person = screen.getByRole('group', { name: 'Staff member' })
    const keyword = within(person).getByLabelText('Name or job number')
    expect(keyword.className).toBe('hr-input')
    expect(within(person).getByRole('button', { name: 'Find' }).className).toBe('hr-button')
    fireEvent.change(keyword, { target: { value: 'nobody' } })
    fireEvent.keyDown(keyword, { key: 'Enter' })
    await waitFor(() => expect(keyword.getAttribute('aria-describedby')).toBeTruthy())
    const said = document.getElementById(keyword.getAttribute('aria-describedby')!)!
    expect(said.textContent).toBe('Nobody matches “nobody”')
    expect(said.getAttribute('aria-live')).toBe('polite')
    fireEvent.change(keyword, { target: { value: 'deng' } })
    fireEvent.keyDown(keyword, { key: 'Enter' })
    fireEvent.click(await within(person).findByRole('button', { name: 'Add Deng Yangjuan E012' }))
    expect(within(person).getByRole('list', { name: 'Staff member' }).textContent).toContain('Deng Yangjuan')
    expect(api.findPeople).toHaveBeenLastCalledWith('deng', 1)
  })

  it('takes the effective date in the date field and refuses base pay that is no amount, saying why', async () => {
    api.findPeople.mockResolvedValue({ rows: [{ id: 12, name: 'Deng Yangjuan', jobNumber: 'E012' }], total: 1 })
    api.create.mockResolvedValue({})
    form()
    const person = screen.getByRole('group', { name: 'Staff member' })
    fireEvent.click(within(person).getByRole('button', { name: 'Find' }))
    fireEvent.click(await within(person).findByRole('button', { name: 'Add Deng Yangjuan E012' }))
    const date = screen.getByLabelText('Effective date')
    expect(date.className).toBe('hr-input')
    fireEvent.change(date, { target: { value: '2026/7/1' } })
    const base = screen.getByLabelText(/^New base pay/)
    fireEvent.change(base, { target: { value: '12,000' } })
    expect(base.getAttribute('aria-invalid')).toBe('true')
    const why = document.getElementById(base.getAttribute('aria-describedby')!)!
    expect(why.textContent).toBe('Base pay must be an amount in yuan with at most two decimals, e.g. 12000.50')
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Promoted' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send for approval' }))
    expect(api.create).not.toHaveBeenCalled()
    fireEvent.change(base, { target: { value: '12000.5' } })
    expect(base.getAttribute('aria-invalid')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Send for approval' }))
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith({
        employeeId: 12,
        kind: 'transfer',
        effectiveDate: '2026-07-01',
        reason: 'Promoted',
        base: '12000.5',
      }),
    )
  })
})
