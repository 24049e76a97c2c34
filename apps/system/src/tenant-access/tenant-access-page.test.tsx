// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import axe from 'axe-core'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import { TenantAccessPage } from './tenant-access-page'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/system/tenant-access' }),
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
  companyTenants: vi.fn(),
  companyUsers: vi.fn(),
  authorize: vi.fn(),
  withdraw: vi.fn(),
}))
vi.mock('./tenant-access-api', async (original) => ({
  ...(await original<typeof import('./tenant-access-api')>()),
  tenantAccessApi: api,
}))

const staff = { userId: 2, userName: 'staff', realName: 'Li Lei', home: true }
const tenants = [
  { tenantId: 1, name: 'Shanghai', code: 'SH', current: true, users: [staff] },
  {
    tenantId: 2,
    name: 'Beijing',
    code: 'BJ',
    current: false,
    users: [{ ...staff, userId: 3, userName: 'hr', realName: 'Han Mei', home: false }],
  },
]

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
  for (const fn of Object.values(api)) fn.mockReset()
  api.companyTenants.mockResolvedValue(tenants)
  api.companyUsers.mockResolvedValue([{ id: 2, name: 'Li Lei', jobNumber: 'staff' }])
})
afterEach(cleanup)
afterAll(() => mock.destroy())

const show = () =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      <TenantAccessPage />
    </ShellProvider>,
  )

describe('the tenant access page', () => {
  it("lists the company's tenants with who is authorised, the own tenant not withdrawable, accessibly", async () => {
    show()
    const shanghai = await screen.findByRole('list', { name: 'People authorised for Shanghai' })
    expect(within(shanghai).getByText('Own tenant')).toBeTruthy()
    expect(within(shanghai).queryByRole('button')).toBeNull()
    expect(screen.getByRole('button', { name: 'Withdraw Han Mei from Beijing' })).toBeTruthy()
    expect(screen.getAllByText('Authorised: 1')).toHaveLength(2)
    const result = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(result.violations.map((v) => v.id)).toEqual([])
  })

  it('authorises the person picked for the tenant chosen and reads the list again', async () => {
    api.authorize.mockResolvedValue({ tenantId: 2, userId: 2 })
    show()
    const form = await screen.findByRole('form', { name: 'Authorise a person for a tenant' })
    fireEvent.change(within(form).getByTestId('person-keyword'), { target: { value: 'li' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Find' }))
    fireEvent.click(await within(form).findByRole('button', { name: /Add Li Lei/ }))
    fireEvent.change(within(form).getByLabelText('Tenant'), { target: { value: '2' } })
    fireEvent.submit(form)
    expect((await screen.findByRole('status')).textContent).toBe('Li Lei may now work in Beijing')
    expect(api.companyUsers).toHaveBeenCalledWith({ keyword: 'li' })
    expect(api.authorize).toHaveBeenCalledWith({ tenantId: 2, userId: 2 })
    expect(api.companyTenants).toHaveBeenCalledTimes(2)
  })

  it("withdraws after the confirmation, and shows the gateway's refusal in words", async () => {
    api.withdraw.mockRejectedValue(new Error('The user or the tenant belongs to another company'))
    mock.answer('ui.confirm', true)
    show()
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw Han Mei from Beijing' }))
    expect((await screen.findByRole('alert')).textContent).toBe('The user or the tenant belongs to another company')
    expect(api.withdraw).toHaveBeenCalledWith({ tenantId: 2, userId: 3 })
  })

  it('asks for a person and a tenant before authorising', async () => {
    show()
    fireEvent.submit(await screen.findByRole('form', { name: 'Authorise a person for a tenant' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a person and a tenant')
    expect(api.authorize).not.toHaveBeenCalled()
  })
})
