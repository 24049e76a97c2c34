// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import { CertificatesSection } from './certificates-section'
import { DocumentsSection } from './documents-section'
import { ProposalsSection } from './proposals-section'
import { RequestPage } from './request-page'
import { SelfServiceSettingsPage } from './settings-page'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/personnel/me' }),
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
  setting: vi.fn(),
  propose: vi.fn(),
  proposals: vi.fn(),
  documents: vi.fn(),
  addDocument: vi.fn(),
  removeDocument: vi.fn(),
  documentFile: vi.fn(),
  upload: vi.fn(),
  ask: vi.fn(),
  certificates: vi.fn(),
  pdf: vi.fn(),
  saveSetting: vi.fn(),
  templates: vi.fn(),
  saveTemplate: vi.fn(),
  proposal: vi.fn(),
  certificateDetail: vi.fn(),
}))
vi.mock('./self-api', () => ({ selfApi: api }))

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

const marital = {
  key: 'maritalStatus',
  label: 'Marital status',
  type: 'select' as const,
  options: [
    { value: 'single', label: 'Single' },
    { value: 'married', label: 'Married' },
  ],
  required: false,
  access: 'read' as const,
}

describe('My record: requesting a change', () => {
  it('sends the new value of an open field to HR and lists the requests with where they stand', async () => {
    api.setting.mockResolvedValue({
      fields: [
        { key: 'address', label: 'Address' },
        { key: 'maritalStatus', label: 'Marital status' },
      ],
      openable: [],
    })
    api.proposals.mockResolvedValue([
      {
        id: 'p1',
        field: 'address',
        label: 'Address',
        value: 'Room 5',
        beforeValue: 'Room 1',
        status: 'pending',
        instanceId: 'i1',
        createdAt: 0,
        decidedAt: null,
      },
    ])
    api.propose.mockResolvedValue({})
    inApp(<ProposalsSection current={{ address: 'Room 1', maritalStatus: 'single' }} recordFields={[marital]} />)
    const section = await screen.findByTestId('my-proposals')
    await waitFor(() => expect(section.textContent).toContain('Room 1 → Room 5'))
    expect(section.textContent).toContain('Waiting for HR')
    expect(section.textContent).toContain('Now: Room 1')
    fireEvent.change(within(section).getByLabelText('New value'), { target: { value: '12 Binhai Road' } })
    fireEvent.click(within(section).getByRole('button', { name: 'Send to HR' }))
    await waitFor(() => expect(api.propose).toHaveBeenCalledWith('address', '12 Binhai Road'))
    expect(await within(section).findByText('Sent to HR for approval.')).toBeTruthy()
    // A field with choices offers them, and says the present one by its name.
    fireEvent.change(within(section).getByLabelText('Field'), { target: { value: 'maritalStatus' } })
    expect(section.textContent).toContain('Now: Single')
    const choices = within(within(section).getByLabelText('New value') as HTMLElement).getAllByRole('option')
    expect(choices.map((o) => o.textContent)).toEqual(['Please choose', 'Single', 'Married'])
  })

  it('says so when HR has opened no field, in Chinese', async () => {
    await act(() => mock.setEnv({ language: 'zh-CN' }))
    api.setting.mockResolvedValue({ fields: [], openable: [] })
    api.proposals.mockResolvedValue([])
    inApp(<ProposalsSection current={{}} recordFields={[]} />)
    expect(await screen.findByText('人事尚未开放可自助修改的信息。')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '提交人事审核' })).toBeNull()
  })
})

describe('My record: documents', () => {
  it('uploads the file and keeps it with its type and expiry, and refuses a file over the limit before uploading', async () => {
    api.documents.mockResolvedValue({
      documents: [
        {
          id: 'd1',
          typeCode: 'idCopy',
          typeName: 'ID card copy',
          name: 'id.png',
          size: 10,
          expiresOn: '2027-01-31',
          createdAt: 0,
        },
      ],
      types: [
        { code: 'idCopy', name: 'ID card copy' },
        { code: 'diploma', name: 'Diploma' },
      ],
      maxBytes: 1024,
    })
    api.upload.mockResolvedValue({ id: 'f1', fileName: 'diploma.pdf' })
    api.addDocument.mockResolvedValue({})
    inApp(<DocumentsSection />)
    const section = await screen.findByTestId('my-documents')
    await waitFor(() => expect(section.textContent).toContain('Expires 2027-01-31'))
    expect(within(section).getByRole('button', { name: 'Download id.png' })).toBeTruthy()
    fireEvent.change(within(section).getByLabelText('Type'), { target: { value: 'diploma' } })
    fireEvent.change(within(section).getByLabelText('Expires on (optional)'), { target: { value: '2030-06-30' } })
    const input = within(section).getByTestId('document-file') as HTMLInputElement
    const big = new File([new Uint8Array(2048)], 'big.pdf', { type: 'application/pdf' })
    fireEvent.change(input, { target: { files: [big] } })
    fireEvent.submit(input.form!)
    expect(await within(section).findByRole('alert')).toBeTruthy()
    expect(api.upload).not.toHaveBeenCalled()
    const small = new File([new Uint8Array(100)], 'diploma.pdf', { type: 'application/pdf' })
    fireEvent.change(input, { target: { files: [small] } })
    fireEvent.submit(input.form!)
    await waitFor(() =>
      expect(api.addDocument).toHaveBeenCalledWith({ fileId: 'f1', typeCode: 'diploma', expiresOn: '2030-06-30' }),
    )
  })
})

describe("a staff member's documents on the record HR opens", () => {
  it("lists and adds that person's documents", async () => {
    api.documents.mockResolvedValue({ documents: [], types: [{ code: 'diploma', name: 'Diploma' }], maxBytes: 1024 })
    api.upload.mockResolvedValue({ id: 'f2', fileName: 'd.pdf' })
    api.addDocument.mockResolvedValue({})
    inApp(<DocumentsSection employeeId={7} />)
    const section = await screen.findByTestId('my-documents')
    expect(within(section).getByRole('heading', { name: 'Personal documents' })).toBeTruthy()
    await waitFor(() => expect(api.documents).toHaveBeenCalledWith(7))
    const input = (await within(section).findByTestId('document-file')) as HTMLInputElement
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(10)], 'd.pdf', { type: 'application/pdf' })] },
    })
    fireEvent.submit(input.form!)
    await waitFor(() =>
      expect(api.addDocument).toHaveBeenCalledWith({ fileId: 'f2', typeCode: 'diploma', employeeId: 7 }),
    )
  })
})

describe('My record: certificates', () => {
  it('asks for an income certificate of the months chosen and offers the PDF of an issued one', async () => {
    api.certificates.mockResolvedValue([
      {
        id: 'c1',
        kind: 'employment',
        months: 0,
        lang: 'en',
        purpose: '',
        status: 'issued',
        instanceId: null,
        title: 'Certificate of Employment',
        body: 'x',
        createdAt: Date.parse('2026-11-20T00:00:00Z'),
        issuedAt: 1,
      },
    ])
    api.ask.mockResolvedValue({ status: 'pending' })
    inApp(<CertificatesSection />)
    const section = await screen.findByTestId('my-certificates')
    await waitFor(() => expect(section.textContent).toContain('Issued'))
    expect(within(section).getByRole('button', { name: 'Download PDF of Certificate of Employment' })).toBeTruthy()
    fireEvent.change(within(section).getByLabelText('Certificate'), { target: { value: 'income' } })
    fireEvent.change(within(section).getByLabelText('Months of pay'), { target: { value: '3' } })
    fireEvent.change(within(section).getByLabelText('Purpose (optional)'), { target: { value: 'Loan' } })
    fireEvent.click(within(section).getByRole('button', { name: 'Ask for the certificate' }))
    await waitFor(() =>
      expect(api.ask).toHaveBeenCalledWith({ kind: 'income', lang: 'en', months: 3, purpose: 'Loan' }),
    )
    expect(await within(section).findByText('Your request was sent.')).toBeTruthy()
  })
})

describe('Self-service settings (HR)', () => {
  it('opens the fields ticked, and saves a certificate template with the issue-at-once choice', async () => {
    api.setting.mockResolvedValue({
      fields: [{ key: 'address', label: 'Address' }],
      openable: [
        { key: 'mobile', label: 'Mobile' },
        { key: 'address', label: 'Address' },
      ],
    })
    api.saveSetting.mockResolvedValue({})
    api.saveTemplate.mockResolvedValue({})
    api.templates.mockResolvedValue([
      {
        kind: 'income',
        titleZh: '收入证明',
        titleEn: 'Certificate of Income',
        bodyZh: '兹证明 {name}',
        bodyEn: 'This is to certify {name}',
        issueAtOnce: false,
        placeholders: ['name', 'totalIncome'],
        builtIn: true,
      },
    ])
    inApp(<SelfServiceSettingsPage />)
    const fields = await screen.findByTestId('open-fields')
    const mobile = await within(fields).findByLabelText('Mobile')
    expect((within(fields).getByLabelText('Address') as HTMLInputElement).checked).toBe(true)
    fireEvent.click(mobile)
    fireEvent.click(within(fields).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(api.saveSetting).toHaveBeenCalledWith(['address', 'mobile']))
    const template = await screen.findByTestId('template-income')
    expect(template.textContent).toContain('{name} {totalIncome}')
    fireEvent.change(within(template).getByLabelText('Text (English)'), { target: { value: 'Paid {totalIncome}' } })
    fireEvent.click(within(template).getByLabelText('Issue at once when asked (no HR approval)'))
    fireEvent.click(within(template).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(api.saveTemplate).toHaveBeenCalledWith({
        kind: 'income',
        titleZh: '收入证明',
        titleEn: 'Certificate of Income',
        bodyZh: '兹证明 {name}',
        bodyEn: 'Paid {totalIncome}',
        issueAtOnce: true,
      }),
    )
  })
})

describe('a staff request opened from the approval centre', () => {
  it('says whose record, which field and from what to what', async () => {
    api.proposal.mockResolvedValue({
      id: 'p1',
      field: 'address',
      label: 'Address',
      value: 'Room 5',
      beforeValue: 'Room 1',
      status: 'pending',
      instanceId: null,
      createdAt: 0,
      decidedAt: null,
      employeeId: 7,
      employeeName: 'Li Lei',
    })
    inApp(<RequestPage kind="proposal" id="p1" />)
    expect(await screen.findByRole('heading', { name: 'Record change request · Li Lei' })).toBeTruthy()
    expect(screen.getByTestId('request-facts').textContent).toContain('AddressRoom 1 → Room 5')
    expect(screen.getByTestId('request-facts').textContent).toContain('Waiting for HR')
    expect(api.proposal).toHaveBeenCalledWith('p1')
  })
})
