// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import type { OnboardingTask } from './checklist-api'
import { WelcomePage } from './welcome-page'

// The new hire's welcome page: their checklist with its progress, their upload and form done there, the others'
// tasks shown with who does them, and the tasks the caller does for other hires.

const app = connect({ manifest, texts })
const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/personnel/welcome' }),
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
const api = vi.hoisted(() => ({
  welcome: vi.fn(),
  myTasks: vi.fn(),
  complete: vi.fn(),
  addDocument: vi.fn(),
}))
vi.mock('./checklist-api', () => ({ checklistApi: api }))

const task = (id: string, title: string, more: Partial<OnboardingTask> = {}): OnboardingTask => ({
  id,
  employeeId: 7,
  employeeName: 'Lin Yi',
  entryDate: '2026-12-01',
  title,
  description: '',
  ownerType: 'hire',
  ownerName: 'New hire',
  kind: 'task',
  docType: null,
  docTypeName: null,
  fields: [],
  dueOn: '2026-12-04',
  overdue: false,
  doneAt: null,
  doneByName: null,
  documentId: null,
  answers: {},
  mine: true,
  ...more,
})
const own = [
  task('t1', 'IT account', { ownerType: 'user', ownerName: 'Admin', mine: false, dueOn: '2026-11-29', overdue: true }),
  task('t2', 'ID card copy', { kind: 'upload', docType: 'idCopy', docTypeName: 'ID card copy' }),
  task('t3', 'Bank details', { kind: 'form', fields: ['Bank', 'Account'] }),
  task('t4', 'Seat', {
    ownerType: 'role',
    ownerName: 'HR Manager',
    mine: false,
    doneAt: Date.UTC(2026, 11, 1),
    doneByName: 'Wang',
  }),
]

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
  api.welcome.mockResolvedValue({ name: 'Lin Yi', entryDate: '2026-12-01', tasks: own })
  api.myTasks.mockResolvedValue({
    tasks: [own[1], own[2], task('t9', 'Training', { employeeId: 8, employeeName: 'Zhao Li', ownerType: 'manager' })],
  })
  api.complete.mockImplementation(async (id: string) => ({ ...own.find((t) => t.id === id)!, doneAt: 1, mine: false }))
  api.addDocument.mockResolvedValue('doc-1')
})
afterEach(() => {
  cleanup()
  for (const fn of Object.values(api)) fn.mockReset()
})
afterAll(() => mock.destroy())

const renderPage = (focus?: string) =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      <WelcomePage focus={focus} />
    </ShellProvider>,
  )

describe('the welcome page', () => {
  it("is accessible and shows the hire's checklist with its progress, overdue and done tasks, and who does each", async () => {
    const view = renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Lin Yi' })).toBeTruthy()
    const result = await axe.run(view.baseElement, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(result.violations.map((v) => v.id)).toEqual([])
    const checklist = screen.getByRole('region', { name: 'Your onboarding checklist' })
    expect(within(checklist).getByText('Entry date 2026-12-01 · 1 of 4 done')).toBeTruthy()
    const items = within(checklist).getAllByTestId('onboarding-task')
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['overdue', 'open', 'open', 'done'])
    expect(within(items[0]).getByText('Overdue')).toBeTruthy()
    expect(within(items[0]).getByText('Admin')).toBeTruthy()
    expect(within(items[0]).queryByRole('button')).toBeNull()
    expect(within(items[3]).getByText('by Wang on 2026-12-01')).toBeTruthy()
    // The tasks the caller does for others: not their own again.
    const others = screen.getByRole('region', { name: 'Tasks you do for new hires' })
    expect(
      within(others)
        .getAllByTestId('onboarding-task')
        .map((i) => within(i).getByRole('heading').textContent),
    ).toEqual(['Training'])
    expect(within(others).getByText('Zhao Li, joining 2026-12-01')).toBeTruthy()
  })

  it('focuses the task a notice led to', async () => {
    renderPage('t9')
    const item = (await screen.findByRole('heading', { name: 'Training' })).closest('li')!
    await waitFor(() => expect(document.activeElement).toBe(item))
    expect(item.getAttribute('data-focused')).toBe('true')
  })

  it('uploads the document of an upload task to the record and marks the task done with it', async () => {
    renderPage()
    const item = (await screen.findByRole('heading', { name: 'ID card copy' })).closest('li')!
    fireEvent.click(within(item).getByRole('button', { name: 'Upload and mark done' }))
    expect((await within(item).findByRole('alert')).textContent).toBe('Choose a file first')
    const file = new File(['png'], 'id.png', { type: 'image/png' })
    await userEvent.upload(within(item).getByLabelText('File for: ID card copy'), file)
    fireEvent.click(within(item).getByRole('button', { name: 'Upload and mark done' }))
    await waitFor(() => expect(api.complete).toHaveBeenCalledWith('t2', { documentId: 'doc-1' }))
    expect(api.addDocument).toHaveBeenCalledWith(file, 'idCopy')
    expect(await within(item).findByText('“ID card copy” is done')).toBeTruthy()
    expect(api.welcome).toHaveBeenCalledTimes(2)
  })

  it("sends a form task's fields and shows the refusal when the gateway refuses", async () => {
    renderPage()
    const item = (await screen.findByRole('heading', { name: 'Bank details' })).closest('li')!
    fireEvent.change(within(item).getByLabelText('Bank'), { target: { value: 'ICBC' } })
    fireEvent.change(within(item).getByLabelText('Account'), { target: { value: '6222' } })
    api.complete.mockRejectedValueOnce(new Error('Fill in “Account”'))
    fireEvent.click(within(item).getByRole('button', { name: 'Send' }))
    expect((await within(item).findByRole('alert')).textContent).toBe('Fill in “Account”')
    fireEvent.click(within(item).getByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect(api.complete).toHaveBeenLastCalledWith('t3', { answers: { Bank: 'ICBC', Account: '6222' } }),
    )
  })
})
