// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import axe from 'axe-core'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import type { InstalledApp } from './apps-api'
import { OptionalScopeControls } from './optional-scope-controls'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page, decided } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/system/apps' }),
    decided: [] as Array<[string, string, string]>,
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

// The gateway's answer is tested in gateway/src/services/vendorapi/optional-scopes.test.ts: here only what is sent.
vi.mock('./apps-api', async (original) => ({
  ...(await original<typeof import('./apps-api')>()),
  decideOptionalScope: async (code: string, scope: string, decision: string) => {
    decided.push([code, scope, decision])
  },
}))

const installed = (optionalScopes: InstalledApp['optionalScopes']) =>
  ({ code: 'kudos', title: 'Kudos', optionalScopes }) as InstalledApp

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
  decided.length = 0
})
afterEach(cleanup)
afterAll(() => mock.destroy())

const show = (shown: InstalledApp) => {
  const onChange = vi.fn(async (_working: string, change: () => Promise<string>) => {
    await change()
  })
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      <OptionalScopeControls app={shown} busy={false} onChange={onChange} />
    </ShellProvider>,
  )
  return onChange
}

describe("an installed app's optional data scopes on the Apps page", () => {
  const leave = { name: 'leave.read', description: "Staff's leave balances" }
  const staff = { name: 'directory.read', description: 'The staff directory of the company' }
  const units = { name: 'org.read', description: 'The organisation units and positions' }

  it('shows what each reads and where it stands, and consents to or refuses an asked one', async () => {
    const onChange = show(
      installed([
        { ...leave, state: 'asked' },
        { ...staff, state: 'consented' },
        { ...units, state: 'not asked' },
      ]),
    )
    const rows = within(await screen.findByTestId('optional-scopes-kudos')).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent?.replace(/\s+/g, ' '))).toEqual([
      "Staff's leave balances Asked by the app: waiting for your answerConsentRefuse",
      'The staff directory of the company ConsentedRevoke',
      'The organisation units and positions Not askedConsent',
    ])
    fireEvent.click(screen.getByRole('button', { name: "Let Kudos read: Staff's leave balances" }))
    await vi.waitFor(() => expect(decided).toEqual([['kudos', 'leave.read', 'consent']]))
    expect(await onChange.mock.results[0].value).toBeUndefined()
    fireEvent.click(screen.getByRole('button', { name: "Refuse Kudos reading: Staff's leave balances" }))
    await vi.waitFor(() => expect(decided).toContainEqual(['kudos', 'leave.read', 'refuse']))
    expect(screen.getByRole('button', { name: 'Stop Kudos reading: The staff directory of the company' })).toBeTruthy()
    const result = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(result.violations.map((v) => v.id)).toEqual([])
  })

  it('says it in Chinese, and shows nothing for an app without optional scopes', async () => {
    await act(() => mock.setEnv({ language: 'zh-CN' }))
    show(installed([{ ...leave, state: 'refused' }]))
    const row = within(await screen.findByTestId('optional-scopes-kudos')).getByRole('listitem')
    expect(within(row).getByText('已拒绝')).toBeTruthy()
    expect(within(row).getByRole('button', { name: "允许Kudos读取：Staff's leave balances" })).toBeTruthy()
    cleanup()
    show(installed([]))
    expect(screen.queryByTestId('optional-scopes-kudos')).toBeNull()
  })
})
