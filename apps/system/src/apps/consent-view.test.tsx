// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import axe from 'axe-core'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../../manifest.json'
import { texts } from '../texts'
import type { Preview } from './apps-api'
import { ConsentView } from './consent-view'

// The kit's connection, opened as startApp opens it; the bridge below it leads to the mock.
const app = connect({ manifest, texts })

const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: '/system/apps' }),
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

const staffChanged = {
  name: 'staff.changed',
  side: 'hear' as const,
  description: 'Hears that a member of staff was added, changed or left (their id in this app and their name)',
}
const preview = (update: Preview['update'] = null): Preview => ({
  valid: true,
  errors: [],
  manifestHash: 'h',
  manifestUrl: 'https://kudos.example.com/manifest.json',
  app: {
    code: 'kudos',
    name: 'kudos',
    title: 'Kudos',
    version: '1.1.0',
    entry: 'https://kudos.example.com/',
    origin: 'https://kudos.example.com',
  },
  consent: {
    capabilities: [{ name: 'events', description: 'Send and hear the portal events listed below' }],
    scopes: [{ name: 'directory.read', description: 'The staff directory of the company' }],
    optionalScopes: [],
    events: [
      staffChanged,
      {
        name: 'apps.changed',
        side: 'send',
        description: "Tells other portal apps that the apps the user sees changed (the app's code)",
      },
    ],
    origins: ['https://kudos.example.com'],
    menus: [{ functionId: 'kudos:home', title: 'Kudos' }],
    widgets: [
      { id: 'wall', title: 'Kudos wall', size: 'medium' },
      { id: 'mine', title: 'My kudos', size: 'small' },
    ],
  },
  installed: null,
  update,
})

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await act(() => mock.setEnv({ language: 'en' }))
})
afterEach(cleanup)
afterAll(() => mock.destroy())

const show = (shown: Preview) =>
  render(
    <ShellProvider connection={app.connection} env={app.env}>
      <ConsentView preview={shown} roles={[]} busy={false} onConsent={vi.fn()} onCancel={vi.fn()} />
    </ShellProvider>,
  )

describe('the consent screen', () => {
  it('names each event the app hears or sends with what it tells, and its dashboard widgets, accessibly', async () => {
    show(preview())
    const events = await screen.findByTestId('consent-events')
    expect(screen.getByRole('heading', { name: 'Portal events it hears and sends' })).toBeTruthy()
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${staffChanged.description} (staff.changed) `,
      "Tells other portal apps that the apps the user sees changed (the app's code) (apps.changed) ",
    ])
    expect(screen.getByRole('heading', { name: 'Widgets it adds to the home dashboard' })).toBeTruthy()
    expect(
      within(screen.getByTestId('consent-widgets'))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Kudos wall (medium)', 'My kudos (small)'])
    const result = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(result.violations.map((v) => v.id)).toEqual([])
  })

  it('marks the events and widgets an update adds, and shows the sizes in Chinese', async () => {
    show(
      preview({
        installedVersion: '1.0.0',
        newer: true,
        capabilities: [],
        scopes: [],
        origins: [],
        menus: [],
        events: [staffChanged],
        widgets: [{ id: 'mine', title: 'My kudos', size: 'small' }],
        asksMore: false,
      }),
    )
    const marked = (testId: string) =>
      within(screen.getByTestId(testId))
        .getAllByRole('listitem')
        .filter((item) => within(item).queryByText('New'))
        .map((item) => item.textContent)
    expect(marked('consent-events')).toEqual([`${staffChanged.description} (staff.changed) New`])
    expect(marked('consent-widgets')).toEqual(['My kudos (small) New'])
    await act(() => mock.setEnv({ language: 'zh-CN' }))
    expect(within(screen.getByTestId('consent-widgets')).getAllByRole('listitem')[0].textContent?.trim()).toBe(
      'Kudos wall（中）',
    )
    expect(screen.getByRole('heading', { name: '添加到首页工作台的小组件' })).toBeTruthy()
  })

  it('lists the data the app may ask for later, apart from what it reads from the install on', async () => {
    const later = preview()
    show({
      ...later,
      consent: { ...later.consent, optionalScopes: [{ name: 'leave.read', description: "Staff's leave balances" }] },
    })
    expect(screen.getByRole('heading', { name: /Data it may ask for later/ })).toBeTruthy()
    expect(
      within(await screen.findByTestId('consent-optional-scopes'))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(["Staff's leave balances (leave.read)"])
  })

  it('leaves out the events and widgets parts for an app that has none', async () => {
    const none = preview()
    show({ ...none, consent: { ...none.consent, events: [], widgets: [] } })
    await screen.findByTestId('consent-menus')
    expect(screen.queryByTestId('consent-events')).toBeNull()
    expect(screen.queryByTestId('consent-widgets')).toBeNull()
    expect(screen.queryByTestId('consent-optional-scopes')).toBeNull()
  })
})
