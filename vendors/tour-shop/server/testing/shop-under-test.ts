import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { start, type RunningShop } from '../index'
import { startFakePortal, type FakePortal } from './fake-portal'

export const CONSOLE_PASSWORD = 'Vendor#Secret-1'

/** A shop on port 0 over a memory database, talking to a fake portal; `now` is the shop's clock. */
export async function startShopUnderTest(options: { now?: { value: Date }; demoData?: boolean } = {}) {
  const portal: FakePortal = await startFakePortal()
  const publicDir = mkdtempSync(join(tmpdir(), 'tour-shop-public-'))
  mkdirSync(join(publicDir, 'assets'))
  writeFileSync(
    join(publicDir, 'index.html'),
    '<!doctype html><head><!--hr-portal-config--></head><body><div id="root"></div></body>',
  )
  writeFileSync(join(publicDir, 'assets', 'main-abc.js'), 'console.log(1)')
  writeFileSync(join(publicDir, 'secret.js'), 'secret')
  const now = options.now ?? { value: new Date('2026-03-02T02:00:00Z') }
  const shop: RunningShop = await start({
    host: '127.0.0.1',
    port: 0,
    portalUrl: portal.url,
    dataDir: ':memory:',
    shellOrigins: ['http://portal.test'],
    consolePassword: CONSOLE_PASSWORD,
    publicDir,
    clock: () => now.value,
    demoData: options.demoData ?? false,
  })

  /** POSTs JSON to the shop's API with an app token. */
  const api = async (path: string, body: unknown, token?: string, lang = 'en') => {
    const response = await fetch(`${shop.url}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': lang,
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as { code: number; msg: string; result?: any } }
  }

  /** A signed-in console session's cookie. */
  const consoleCookie = async () => {
    const response = await fetch(`${shop.url}/console/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password: CONSOLE_PASSWORD }),
    })
    return (response.headers.get('set-cookie') ?? '').split(';')[0]
  }

  /** Posts a console form with the session cookie. */
  const consoleForm = (cookie: string, path: string, fields: Record<string, string>) =>
    fetch(`${shop.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, 'accept-language': 'en' },
      body: new URLSearchParams(fields),
    })

  /** A token of the shop's settings page for an app administrator of tenant `tid` (scope `app.settings`). */
  const settingsToken = (tid: number) => portal.appToken({ tid, scope: 'session.appToken env app.settings' })

  /** Makes tenant `tid` known (a user opened the app), then gives it a budget and a trip on its settings page. */
  const furnish = async (
    tid: number,
    { budget = '5000', price = '1599.50', seats = '10', dates = '2026-05-01\n2026-06-01' } = {},
  ) => {
    await api('/catalogue', {}, await portal.appToken({ tid }))
    const token = await settingsToken(tid)
    await api('/settings/budget', { year: '2026', amount: budget }, token)
    await api(
      '/settings/trip',
      {
        titleZh: '黄山三日游',
        titleEn: 'Three days in the Yellow Mountains',
        destination: '黄山',
        days: '3',
        price,
        seats,
        dates,
      },
      token,
    )
  }

  return {
    shop,
    portal,
    api,
    consoleCookie,
    consoleForm,
    furnish,
    settingsToken,
    now,
    async close() {
      await shop.close()
      await portal.close()
    },
  }
}
