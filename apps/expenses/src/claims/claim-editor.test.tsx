// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import type { ClaimDetail, ExpenseOptions } from '../api'
import { today } from '../page'
import { texts } from '../texts'
import { ClaimEditor } from './claim-editor'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/expenses/claims/new' }),
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

const calls = vi.hoisted(() => ({
  saveClaim: vi.fn(),
  submitClaim: vi.fn(),
  addReceipt: vi.fn(),
  claim: vi.fn(),
  removeClaim: vi.fn(),
}))
vi.mock('../api', async (original) => ({ api: { ...(await original<typeof import('../api')>()).api, ...calls } }))

const options: ExpenseOptions = {
  categories: [
    { code: 'meals', nameZh: '餐费', nameEn: 'Meals' },
    { code: 'taxi', nameZh: '交通', nameEn: 'Transport' },
  ],
  receiptTypes: ['image/jpeg', 'image/png', 'application/pdf'],
  maxBytes: 10 * 1024 * 1024,
  currency: 'CNY',
}

/** A saved draft as the service answers it, its one line over the meal limit. */
const saved = (): ClaimDetail => ({
  id: 'c0000000-0000-4000-8000-000000000001',
  title: 'Client dinner',
  status: 'draft',
  employeeId: 5,
  employeeName: 'Staff',
  departmentName: 'Sales',
  currency: 'CNY',
  total: '300.10',
  advanceSettled: '0.00',
  payable: '300.10',
  lineCount: 1,
  receiptCount: 0,
  warnings: 1,
  duplicates: 0,
  submittedAt: null,
  paidAt: null,
  createdAt: Date.now(),
  departmentId: 3,
  advanceId: null,
  instanceId: null,
  lines: [
    {
      id: 'l0000000-0000-4000-8000-000000000001',
      date: today(),
      categoryCode: 'meals',
      categoryNameZh: '餐费',
      categoryNameEn: 'Meals',
      amount: '300.10',
      description: '',
      project: '',
      findings: [
        {
          kind: 'over-line',
          action: 'warn',
          limit: '200.00',
          over: '100.10',
          message: 'Over the meal limit of 200.00 by 100.10',
        },
      ],
    },
  ],
  receipts: [],
  payment: { way: null, payrollMonth: null, payrollRunId: null, bankBatchId: null, paidAt: null },
  mine: true,
  editable: true,
})

function renderEditor(claim: ClaimDetail | null = null) {
  const onSaved = vi.fn()
  const onSubmitted = vi.fn()
  const onRemoved = vi.fn()
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      <ClaimEditor
        claim={claim}
        options={options}
        advances={[]}
        onSaved={onSaved}
        onSubmitted={onSubmitted}
        onRemoved={onRemoved}
      />
    </ShellProvider>,
  )
  return { onSaved, onSubmitted, onRemoved }
}

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
  for (const call of Object.values(calls)) call.mockReset()
})
afterEach(cleanup)
afterAll(() => mock.destroy())

describe('the claim form', () => {
  it('refuses a claim without a title, a category or a valid amount here, naming each field, and sends nothing', async () => {
    renderEditor()
    await userEvent.type(await screen.findByLabelText('Amount (yuan)'), '12.345')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Enter a title.')).toBeTruthy()
    expect(screen.getByText('Choose a category.')).toBeTruthy()
    expect(screen.getByText('The amount can have at most two decimals.')).toBeTruthy()
    expect(screen.getByLabelText('Amount (yuan)').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Please correct the fields marked.')).toBeTruthy()
    expect(calls.saveClaim).not.toHaveBeenCalled()
    expect(calls.submitClaim).not.toHaveBeenCalled()
  })

  it('refuses a date after today', async () => {
    renderEditor()
    const date = screen.getByLabelText('Date')
    await userEvent.clear(date)
    await userEvent.type(date, '2999-01-01')
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(await screen.findByText('The date cannot be after today.')).toBeTruthy()
    expect(calls.saveClaim).not.toHaveBeenCalled()
  })

  it('saves the draft with the amounts as typed, then submits it, and shows the exact total', async () => {
    calls.saveClaim.mockResolvedValue(saved())
    calls.submitClaim.mockResolvedValue({ ...saved(), status: 'submitted', editable: false })
    const { onSubmitted } = renderEditor()
    await userEvent.type(screen.getByLabelText('Title'), 'Client dinner')
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'meals')
    await userEvent.type(screen.getByLabelText('Amount (yuan)'), '300.1')
    await userEvent.click(screen.getByRole('button', { name: 'Add a line' }))
    await userEvent.type(screen.getAllByLabelText('Amount (yuan)')[1], '0.2')
    expect(screen.getByText('Total ¥300.30')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Remove line 2' }))
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled())
    expect(calls.saveClaim).toHaveBeenCalledWith({
      title: 'Client dinner',
      lines: [{ date: today(), categoryCode: 'meals', amount: '300.1', description: '', project: '' }],
    })
    expect(calls.submitClaim).toHaveBeenCalledWith(saved().id)
  })

  it("shows the policy's warning under its line", () => {
    renderEditor(saved())
    expect(screen.getByText('Over the meal limit of 200.00 by 100.10')).toBeTruthy()
    expect(screen.getByText('Warning')).toBeTruthy()
  })

  it('takes a receipt from the camera as a photo or PDF and refuses another type before uploading', async () => {
    calls.addReceipt.mockResolvedValue({})
    calls.claim.mockResolvedValue(saved())
    const { onSaved } = renderEditor(saved())
    const camera = screen.getByLabelText(/Take a photo or choose a receipt/) as HTMLInputElement
    expect(camera.getAttribute('accept')).toBe('image/*,application/pdf')
    expect(camera.getAttribute('capture')).toBe('environment')
    await userEvent.upload(camera, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false })
    expect(await screen.findByText('Only a picture (JPEG, PNG) or a PDF can be a receipt.')).toBeTruthy()
    expect(calls.addReceipt).not.toHaveBeenCalled()
    const photo = new File(['jpeg'], 'taxi.jpg', { type: 'image/jpeg' })
    await userEvent.upload(camera, photo)
    await waitFor(() => expect(calls.addReceipt).toHaveBeenCalledWith(saved().id, photo, { invoiceNo: '', amount: '' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
  })

  it('deletes a draft only once the shell’s confirm is answered yes', async () => {
    calls.removeClaim.mockResolvedValue({ removed: 1 })
    mock.answer('ui.confirm', false)
    const { onRemoved } = renderEditor(saved())
    await userEvent.click(screen.getByRole('button', { name: 'Delete draft' }))
    await waitFor(() => expect(mock.callsOf('ui.confirm')).toHaveLength(1))
    expect(calls.removeClaim).not.toHaveBeenCalled()
    mock.answer('ui.confirm', true)
    await userEvent.click(screen.getByRole('button', { name: 'Delete draft' }))
    await waitFor(() => expect(onRemoved).toHaveBeenCalled())
    expect(calls.removeClaim).toHaveBeenCalledWith(saved().id)
  })
})
