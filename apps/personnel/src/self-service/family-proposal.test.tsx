// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import { ProposalsSection } from './proposals-section'

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

const familyField = {
  key: 'family',
  label: 'Family members',
  type: 'text' as const,
  options: [],
  required: false,
  access: 'read' as const,
}
const spouse = { n: 'Li Na', r: 'spouse', p: '13800138000', e: 1 }

describe('My record: proposing a bank account and family members', () => {
  it('edits the family list member by member (starting from the record’s) and sends it to HR as one change', async () => {
    api.setting.mockResolvedValue({
      fields: [
        { key: 'bankAccount', label: 'Bank account number' },
        { key: 'family', label: 'Family members' },
      ],
      openable: [],
    })
    api.proposals.mockResolvedValue([])
    api.propose.mockResolvedValue({})
    const current = { bankAccount: '**** 6789', family: JSON.stringify([spouse]) }
    inApp(<ProposalsSection current={current} recordFields={[familyField]} />)
    const section = await screen.findByTestId('my-proposals')
    // The account first: a plain input, the present number masked.
    await waitFor(() => expect(section.textContent).toContain('Now: **** 6789'))
    fireEvent.change(within(section).getByLabelText('Field'), { target: { value: 'family' } })
    expect(section.textContent).toContain('Now: Li Na (Spouse)')
    const editor = within(section).getByTestId('family-editor')
    expect((within(editor).getByLabelText('Name') as HTMLInputElement).value).toBe('Li Na')
    fireEvent.click(within(editor).getByRole('button', { name: 'Add a family member' }))
    const second = within(editor).getByRole('group', { name: 'Family member 2' })
    fireEvent.change(within(second).getByLabelText('Name'), { target: { value: 'Wang Da' } })
    fireEvent.change(within(second).getByLabelText('Relation'), { target: { value: 'parent' } })
    fireEvent.change(within(second).getByLabelText('Phone'), { target: { value: '13900139000' } })
    fireEvent.click(within(second).getByLabelText('Emergency contact'))
    const options = within(within(second).getByLabelText('Relation')).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['Spouse', 'Parent', 'Child', 'Sibling', 'Other'])
    fireEvent.click(within(section).getByRole('button', { name: 'Send to HR' }))
    const wang = { n: 'Wang Da', r: 'parent', p: '13900139000', e: 1 }
    await waitFor(() => expect(api.propose).toHaveBeenCalledWith('family', JSON.stringify([spouse, wang])))
  })

  it('removes a member with its own labelled button, in Chinese too', async () => {
    await act(() => mock.setEnv({ language: 'zh-CN' }))
    api.setting.mockResolvedValue({ fields: [{ key: 'family', label: '家庭成员' }], openable: [] })
    api.proposals.mockResolvedValue([])
    api.propose.mockResolvedValue({})
    const two = JSON.stringify([spouse, { n: '王大山', r: 'child', p: '010-88886666', e: 0 }])
    inApp(<ProposalsSection current={{ family: two }} recordFields={[{ ...familyField, label: '家庭成员' }]} />)
    const editor = await screen.findByTestId('family-editor')
    expect(editor.textContent).toContain('家庭成员 2')
    fireEvent.click(within(editor).getByRole('button', { name: '删除家庭成员 1' }))
    expect(within(editor).queryByRole('group', { name: '家庭成员 2' })).toBeNull()
    expect((within(editor).getByLabelText('姓名') as HTMLInputElement).value).toBe('王大山')
    fireEvent.click(screen.getByRole('button', { name: '提交人事审核' }))
    await waitFor(() =>
      expect(api.propose).toHaveBeenCalledWith(
        'family',
        JSON.stringify([{ n: '王大山', r: 'child', p: '010-88886666', e: 0 }]),
      ),
    )
  })
})
