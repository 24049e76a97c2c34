import { expect } from 'vitest'
import type { Platform } from '../../../integrations/messaging/types'
import type { TestGateway } from '../../../testing/test-gateway'
import { MESSAGING_COOKIE } from './login-state'

export const STAFF_MOBILE = '13547620649'
export const ILLEGAL = { code: 400701, msg: 'Parameter is illegal' }
export const OTHER_BROWSER = {
  code: 400706,
  msg: 'This sign-in was not started in this browser, so it was refused. To sign in, start again on this page.',
}

/** The calls of a browser signing in through a messaging platform, on the gateway `current()` answers. */
export function messagingLoginKit(current: () => TestGateway) {
  /** The cookie each state was issued with, as the browser that started the sign-in keeps it. */
  const browsers = new Map<string, string>()
  const post = (path: string, body: Record<string, unknown>, cookie = '') =>
    current().post(`/gateway/uac/account/${path}`, body, undefined, {
      origin: current().ctx.config.shellOrigin,
      cookie,
      'accept-language': 'en',
    })
  /** The login page's POST of the /login query, from the browser that started the sign-in unless another cookie is named. */
  const login = (query: Record<string, unknown>, cookie = browsers.get(String(query.state)) ?? '') =>
    post('messagingLogin', query, cookie).then((a) => a.body)

  /** The portal's button: the platform's page, with the state issued to this browser. */
  const start = async (platform: Platform) => {
    const answer = await post('messagingAuthorizeUrl', { platform })
    expect(answer.body.code).toBe(0)
    const page = new URL(answer.body.result.url)
    const set = (answer.headers['set-cookie'] ? [answer.headers['set-cookie']].flat() : [])
      .map(String)
      .find((c) => c.startsWith(`${MESSAGING_COOKIE}=`))
    browsers.set(page.searchParams.get('state')!, set!.split(';')[0])
    return { page, set: set!, state: page.searchParams.get('state')! }
  }

  /** What a person does: open the platform's page from the portal's button, pick themselves, come back to /login. */
  const callbackFrom = async (platform: Platform, person: string): Promise<Record<string, string>> => {
    const { page } = await start(platform)
    expect(await (await fetch(page)).text()).toContain('邓洋娟')
    const form = new URLSearchParams(page.searchParams)
    form.set('person', person)
    const confirmed = await fetch(new URL(page.pathname, page), { method: 'POST', body: form, redirect: 'manual' })
    expect(confirmed.status).toBe(302)
    const back = new URL(confirmed.headers.get('location')!)
    expect(`${back.origin}${back.pathname}`).toBe(`${current().ctx.config.shellOrigin}/login`)
    expect(back.searchParams.get('state')).toBe(page.searchParams.get('state'))
    return Object.fromEntries(back.searchParams)
  }
  return { browsers, post, login, start, callbackFrom }
}
