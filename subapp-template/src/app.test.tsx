// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { Capability } from '@hr-portal/bridge'
import { ShellProvider } from '@hr-portal/bridge/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '@hr-portal/kit'
import manifest from '../manifest.json'
import { App } from './app'
import { texts } from './texts'

// The mock shell grants what the manifest asks for, as the portal does.
const { mock, page } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../manifest.json')
  return {
    mock: createMockShell({ capabilities: manifest.capabilities as Capability[] }),
    page: createMockWindow({ pathname: `/${manifest.name}/` }),
  }
})

// The kit connects as it does in the portal; only the bridge it opens leads to the mock instead of the portal.
vi.mock('@hr-portal/bridge', async (original) => {
  const bridge = await original<typeof import('@hr-portal/bridge')>()
  return {
    ...bridge,
    createSubApp: (options: Parameters<typeof bridge.createSubApp>[0]) =>
      bridge.createSubApp({ ...options, window: page, connect: mock.connect }),
  }
})

const app = connect({ manifest, texts })

function renderApp() {
  return render(
    <ShellProvider connection={app.connection} env={app.env}>
      <App />
    </ShellProvider>,
  )
}

beforeEach(async () => {
  await mock.waitForCall('app.ready')
  await mock.setEnv({ language: 'zh-CN' })
  mock.answer('session.getUser', {
    id: '1',
    lang: 'zh-CN',
    userId: '1',
    userName: 'lilei',
    realName: 'Li Lei',
    tenantId: '1',
    companyId: '1',
    headUrl: '',
  })
  mock.answer('ui.message', undefined)
})
afterEach(cleanup)
afterAll(() => mock.destroy())

describe('template app, run against the mock shell', () => {
  it('renders in the language of the env the shell gives it, with the signed-in user', async () => {
    renderApp()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('子应用模板')
    expect(screen.getByTestId('template-user').textContent).toBe('…')
    expect(await screen.findByText('当前用户：Li Lei')).toBeTruthy()
    expect(page.root).toMatchObject({ lang: 'zh-CN', dataset: { theme: 'blue' } })
  })

  it('goes to its one page and reports it to the shell', async () => {
    renderApp()
    await mock.waitForCall('nav.changed')
    expect(mock.callsOf('nav.changed')).toEqual([['/home', { replace: true }]])
    expect(page.location.pathname).toBe('/template/home')
  })

  it('switches its language when the shell sends setEnv', async () => {
    renderApp()
    await act(() => mock.setEnv({ language: 'en' }))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sub-app template')
    expect(await screen.findByText('Signed in as Li Lei')).toBeTruthy()
  })

  it('shows the message through the shell when the button is pressed', async () => {
    renderApp()
    fireEvent.click(screen.getByTestId('template-hello'))
    expect(await mock.waitForCall('ui.message')).toEqual(['info', '来自模板的消息'])
  })

  it('keeps working when the shell refuses its calls', async () => {
    mock.deny('session.getUser')
    mock.deny('ui.message')
    const asked = mock.callsOf('session.getUser').length
    renderApp()
    await mock.waitForCall('session.getUser', asked + 1)
    fireEvent.click(screen.getByTestId('template-hello'))
    await vi.waitFor(() =>
      expect(
        mock.records.filter((record) => record.method === 'ui.message' && record.decision === 'deny'),
      ).not.toHaveLength(0),
    )
    expect(screen.getByTestId('template-user').textContent).toBe('…')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('子应用模板')
  })

  it('is refused by the real guard when it asks for a capability its manifest lacks', async () => {
    await expect(app.shell.events.publish('staff.changed', { id: 1 })).rejects.toMatchObject({
      code: 'capability_denied',
    })
    expect(mock.records).toContainEqual(
      expect.objectContaining({ method: 'events.publish', decision: 'deny', reason: 'capability_denied' }),
    )
  })

  it('restores its note from shell storage, marks it unsaved while typed, saves it before eviction and on Save', async () => {
    mock.storage.set('note', 'kept from last time')
    renderApp()
    const note = screen.getByTestId('template-note') as HTMLTextAreaElement
    await vi.waitFor(() => expect(note.value).toBe('kept from last time'))
    fireEvent.change(note, { target: { value: 'half typed' } })
    expect(await mock.waitForCall('ui.setDirty')).toEqual([true])
    await act(() => mock.evict())
    expect(mock.storage.get('note')).toBe('half typed')
    mock.answer('ui.toast', true)
    fireEvent.click(screen.getByTestId('template-save'))
    await vi.waitFor(() => expect(mock.callsOf('ui.setDirty').at(-1)).toEqual([false]))
    // The toast's Undo was taken: the text before the save is back.
    await vi.waitFor(() => expect(note.value).toBe('half typed'))
  })
})
