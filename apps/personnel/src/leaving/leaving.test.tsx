// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import type { LeavingCase, Settlement } from './leaving-api'
import { CertificateMail } from './certificate-mail'
import { ResignPage } from './resign-page'
import { SettlementSection } from './settlement-section'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/personnel/resign' }),
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
  resign: vi.fn(),
  mine: vi.fn(),
  step: vi.fn(),
  interview: vi.fn(),
  settlement: vi.fn(),
  cities: vi.fn(),
  adjust: vi.fn(),
  pay: vi.fn(),
  sendCertificate: vi.fn(),
}))
vi.mock('./leaving-api', async (original) => ({
  ...(await original<typeof import('./leaving-api')>()),
  leavingApi: api,
}))

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
})
afterEach(() => {
  cleanup()
  for (const fn of Object.values(api)) fn.mockReset()
})
afterAll(() => mock.destroy())

const inApp = (children: React.ReactNode) =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      {children}
    </ShellProvider>,
  )

const aCase = (over: Partial<LeavingCase> = {}): LeavingCase => ({
  id: '00000000-0000-4000-8000-000000000001',
  employeeId: 12,
  employeeName: 'Deng Yangjuan',
  jobNumber: 'E012',
  kind: 'resignation',
  basis: 'resignation',
  noticeGiven: true,
  reason: 'Moving city',
  lastDay: '2026-06-30',
  entryDate: '2024-03-01',
  status: 'approved',
  instanceId: 'i1',
  handoverTo: 40,
  handoverName: 'Ma Chao',
  handoverConfirmedAt: null,
  equipmentReturnedAt: null,
  interview: { reason: '', rating: 0, comments: '', wouldReturn: false },
  interviewAt: null,
  accountClosedAt: null,
  runId: null,
  paidAt: null,
  certificateId: null,
  leaverEmail: '',
  certificateSentAt: null,
  certificateSentTo: '',
  createdAt: 0,
  ...over,
})

describe('the resignation page', () => {
  it('sends the last day and the reason when no case is under way', async () => {
    api.mine.mockResolvedValue({ cases: [], handovers: [] })
    api.resign.mockResolvedValue(aCase({ status: 'pending' }))
    inApp(<ResignPage />)
    const day = await screen.findByLabelText('Last working day')
    fireEvent.change(day, { target: { value: '2026-07-31' } })
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: ' Moving city ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send for approval' }))
    await waitFor(() => expect(api.resign).toHaveBeenCalledWith('2026-07-31', 'Moving city'))
    expect(await screen.findByText('Sent: your line manager decides it in the approval centre.')).toBeTruthy()
  })

  it('shows an approved case with its steps and exit interview, and lets the named colleague confirm a handover', async () => {
    api.mine.mockResolvedValue({
      cases: [aCase()],
      handovers: [aCase({ id: '00000000-0000-4000-8000-000000000002', employeeName: 'Zhang Peng', handoverTo: 12 })],
    })
    api.step.mockResolvedValue(aCase())
    inApp(<ResignPage />)
    expect(await screen.findByRole('heading', { name: 'Resignation · Approved, under way' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Send for approval' })).toBeNull()
    const steps = screen.getByRole('list', { name: 'Offboarding steps' })
    expect(within(steps).getByText('Handover to Ma Chao')).toBeTruthy()
    expect(screen.getByRole('form', { name: 'Exit interview' })).toBeTruthy()
    const handovers = screen.getByTestId('my-handovers')
    fireEvent.click(within(handovers).getByRole('button', { name: 'Confirm the handover from Zhang Peng' }))
    await waitFor(() =>
      expect(api.step).toHaveBeenCalledWith('00000000-0000-4000-8000-000000000002', 'confirmHandover'),
    )
  })
})

const settlement = (over: Partial<Settlement> = {}): Settlement => ({
  caseId: 'c1',
  month: '2026-06',
  salary: {
    groupId: 1,
    groupName: 'All',
    fixedPay: '10000.00',
    employed: null,
    total: null,
    salaryToLastDay: '10000.00',
  },
  leave: {
    daysWorked: 181,
    yearDays: 5,
    entitled: 2,
    taken: 1,
    paidByRun: 0,
    untaken: 1,
    dailyWage: '459.77',
    ratePct: 200,
    amount: '919.54',
  },
  compensation: {
    owed: true,
    serviceYears: 2,
    serviceMonths: 4,
    months: '2.5',
    monthlyWage: '10000.00',
    capped: true,
    wageBasis: '9000.00',
    noticePay: '10000.00',
    amount: '32500.00',
  },
  city: { city: 'Test', monthlyWage: '3000.00', annualWage: '10000.00' },
  tax: { exemptLimit: '30000.00', exempt: '30000.00', taxable: '2500.00', tax: '75.00' },
  adjustments: { leavePay: null, compensation: null },
  note: '',
  offCycleTotal: '33344.54',
  paid: false,
  runId: null,
  ...over,
})

describe('the settlement for HR', () => {
  it('shows each line with how it was worked out, grouped amounts, and pays it once through payroll', async () => {
    api.settlement.mockResolvedValueOnce(settlement()).mockResolvedValue(settlement({ paid: true, runId: 77 }))
    api.cities.mockResolvedValue([{ city: 'Test', monthlyWage: '3000.00', annualWage: '10000.00', isDefault: true }])
    api.pay.mockResolvedValue({ runId: 77, settlement: settlement({ paid: true, runId: 77 }) })
    const onPaid = vi.fn()
    inApp(<SettlementSection caseId="c1" onPaid={onPaid} />)
    const section = await screen.findByTestId('settlement')
    expect(await within(section).findByText('32,500.00')).toBeTruthy()
    expect(within(section).getByText('33,344.54')).toBeTruthy()
    expect(within(section).getByText(/181 days worked ÷ 365 × 5 days = 2; taken 1/)).toBeTruthy()
    expect(within(section).getByText(/2 years 4 months → 2.5 months × 9,000.00 \(capped\)/)).toBeTruthy()
    fireEvent.click(within(section).getByRole('button', { name: 'Pay through payroll' }))
    await waitFor(() => expect(api.pay).toHaveBeenCalledWith('c1'))
    expect(await within(section).findByText('Paid: off-cycle run 77')).toBeTruthy()
    expect(within(section).queryByRole('button', { name: 'Pay through payroll' })).toBeNull()
    expect(onPaid).toHaveBeenCalled()
  })
})

describe('sending the termination certificate', () => {
  it('sends it to the address on the record and then says when and where it went', async () => {
    const issued = aCase({ status: 'closed', certificateId: 'cert-1', leaverEmail: 'deng@home.example' })
    api.sendCertificate.mockResolvedValue({ ...issued, certificateSentAt: 1, certificateSentTo: 'deng@home.example' })
    const onSent = vi.fn()
    const { rerender } = render(
      <ShellProvider connection={app.connection} env={app.env}>
        <CertificateMail item={issued} onSent={onSent} />
      </ShellProvider>,
    )
    const send = await screen.findByRole('button', { name: 'Send the certificate to deng@home.example' })
    expect(send.getAttribute('aria-describedby')).toBeTruthy()
    fireEvent.click(send)
    await waitFor(() => expect(api.sendCertificate).toHaveBeenCalledWith(issued.id))
    expect(await screen.findByText('Termination certificate sent to deng@home.example')).toBeTruthy()
    expect(onSent).toHaveBeenCalled()
    const at = Date.UTC(2026, 5, 30, 8, 0)
    rerender(
      <ShellProvider connection={app.connection} env={app.env}>
        <CertificateMail
          item={{ ...issued, certificateSentAt: at, certificateSentTo: 'deng@home.example' }}
          onSent={onSent}
        />
      </ShellProvider>,
    )
    expect(screen.getByRole('button', { name: 'Send the certificate again to deng@home.example' })).toBeTruthy()
    expect(screen.getByText(/^Sent on .*2026.* to deng@home\.example$/)).toBeTruthy()
  })

  it('says why it cannot send when the record has no e-mail address', async () => {
    inApp(<CertificateMail item={aCase({ status: 'closed', certificateId: 'cert-1' })} onSent={() => {}} />)
    const send = await screen.findByRole('button', { name: 'Send the certificate to the leaver by e-mail' })
    expect((send as HTMLButtonElement).disabled).toBe(true)
    const why = document.getElementById(send.getAttribute('aria-describedby')!)
    expect(why?.textContent).toBe(
      "It cannot be sent: the record has no e-mail address. Add the leaver's personal e-mail to the record first.",
    )
  })
})
