// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { appToShell, createEndpoint, type AppToShell, type Handlers } from '@hr-portal/bridge'
import type { AppRoute } from '../../session/menus'
import { $appDialog } from '../services/app-dialog'
import { handlers } from './dialog'

const app = {
  code: 'probe',
  routerBase: '/portal/probe',
  manifest: { name: 'probe', capabilities: ['ui.dialog'] },
  routes: [],
} as unknown as AppRoute
const endpoint = createEndpoint(appToShell, handlers({ app }) as unknown as Handlers<AppToShell>)

/** The path the dialog (or drawer) shows for `path`, or the refusal's code. */
async function shown(method: 'ui.dialog.open' | 'ui.drawer.open', path: string): Promise<string> {
  const answer = endpoint.call(method, [{ title: 'Probe', path }])
  const dialog = $appDialog.get()
  dialog?.settle(null)
  const outcome = await answer
  return dialog ? dialog.request.path : outcome.ok ? 'no dialog' : outcome.error.code
}

describe.each(['ui.dialog.open', 'ui.drawer.open'] as const)('%s paths are normalised like tab paths', (method) => {
  afterEach(() => $appDialog.get()?.settle(null))

  it('keeps plain in-app paths, their query and hash', async () => {
    expect(await shown(method, '/')).toBe('/')
    expect(await shown(method, '/users/12?page=2&rows=20#top')).toBe('/users/12?page=2&rows=20#top')
  })

  it('removes the token and every §2 sign-in key from the query', async () => {
    expect(await shown(method, '/list?token=abc')).toBe('/list')
    expect(await shown(method, '/list?page=2&token=abc&keyword=x')).toBe('/list?page=2&keyword=x')
    expect(await shown(method, '/x?authCorpId=1&userId=2&vCode=3&sign=4&appCode=5')).toBe('/x')
    expect(await shown(method, '/x?corpId=1&authCode=2&timestamp=3&auth_code=4&systemFlag=5&loginType=6')).toBe('/x')
  })

  it('resolves dot segments inside the app and refuses any that climb out of it', async () => {
    expect(await shown(method, '/list/../users')).toBe('/users')
    expect(await shown(method, '/a/./b')).toBe('/a/b')
    expect(await shown(method, '/a/%2e%2e/b')).toBe('/b')
    expect(await shown(method, '/../../tokenLogin?token=abc')).toBe('invalid_arguments')
    expect(await shown(method, '/list/../../portal/other')).toBe('invalid_arguments')
    expect(await shown(method, '/%2e%2e/%2E%2E/tokenLogin')).toBe('invalid_arguments')
  })

  it('refuses other origins, backslashes, encoded slashes, bad escapes and control characters', async () => {
    for (const path of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      '/a%2F..%2F..%2Fb',
      '/a%5Cb',
      '/%E0%A4%A',
      '/a\nb',
    ]) {
      expect(await shown(method, path)).toBe('invalid_arguments')
    }
  })
})
