// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import axe from 'axe-core'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../manifest.json'
import { texts } from './texts'
import { CompaniesPage } from './companies-page'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/operations/companies' }),
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

const api = vi.hoisted(() => ({ records: vi.fn(), createTenant: vi.fn() }))
vi.mock('./api', async (original) => ({
  ...(await original<typeof import('./api')>()),
  companies: { records: api.records },
  tenantAdmin: { createTenant: api.createTenant },
}))

const demo = {
  companyId: 1,
  name: 'Demo Co.',
  status: 'active' as const,
  createdAt: 0,
  adminAccount: 'admin',
  staffCount: 240,
  source: '',
  tenants: [
    { tenantId: 1, name: 'Demo Co. Shanghai', code: 'SH' },
    { tenantId: 2, name: 'Demo Co. Beijing', code: 'BJ' },
  ],
}
const lakeside = {
  ...demo,
  companyId: 2,
  name: 'Lakeside Tea Ltd.',
  tenants: [{ tenantId: 3, name: 'HQ', code: 'T3' }],
}

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
  for (const fn of Object.values(api)) fn.mockReset()
  api.records.mockResolvedValue({ total: 2, page: 1, rows: [lakeside, demo], countData: { active: 2 } })
})
afterEach(cleanup)
afterAll(() => mock.destroy())

const show = () =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      <CompaniesPage />
    </ShellProvider>,
  )

describe('the companies and tenants page', () => {
  it('lists each company with its tenants, accessibly', async () => {
    show()
    const tenants = await screen.findByRole('list', { name: 'Tenants of Demo Co.' })
    expect(
      within(tenants)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Demo Co. Shanghai SH', 'Demo Co. Beijing BJ'])
    expect(screen.getByText('Companies: 2')).toBeTruthy()
    const result = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(result.violations.map((v) => v.id)).toEqual([])
  })

  it('creates another tenant for the company whose row was chosen, then reads the list again', async () => {
    api.createTenant.mockResolvedValue({ companyId: 1, tenantId: 4, name: 'Demo Co. Hangzhou', code: 'HZ' })
    show()
    fireEvent.click(await screen.findByRole('button', { name: 'Add a tenant to Demo Co.' }))
    const form = screen.getByRole('form', { name: 'Add a tenant to Demo Co.' })
    expect(document.activeElement).toBe(within(form).getByLabelText('Tenant name'))
    fireEvent.change(within(form).getByLabelText('Tenant name'), { target: { value: ' Demo Co. Hangzhou ' } })
    fireEvent.change(within(form).getByLabelText('Tenant code'), { target: { value: 'HZ' } })
    fireEvent.submit(form)
    await act(() => Promise.resolve())
    expect(api.createTenant).toHaveBeenCalledWith({ companyId: 1, name: 'Demo Co. Hangzhou', code: 'HZ' })
    expect(screen.queryByRole('form', { name: 'Add a tenant to Demo Co.' })).toBeNull()
    expect(api.records).toHaveBeenCalledTimes(2)
  })

  it("shows the gateway's refusal in words and keeps the form", async () => {
    api.createTenant.mockRejectedValue(new Error('Another tenant has this code already'))
    show()
    fireEvent.click(await screen.findByRole('button', { name: 'Add a tenant to Lakeside Tea Ltd.' }))
    const form = screen.getByRole('form', { name: 'Add a tenant to Lakeside Tea Ltd.' })
    fireEvent.change(within(form).getByLabelText('Tenant name'), { target: { value: 'Branch' } })
    fireEvent.change(within(form).getByLabelText('Tenant code'), { target: { value: 'SH' } })
    fireEvent.submit(form)
    expect((await screen.findByRole('alert')).textContent).toBe('Another tenant has this code already')
    expect(api.createTenant).toHaveBeenCalledWith({ companyId: 2, name: 'Branch', code: 'SH' })
  })
})
