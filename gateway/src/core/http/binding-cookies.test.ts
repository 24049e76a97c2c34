import { describe, expect, it } from 'vitest'
import { bindingCookiesOf } from './binding-cookies'

describe('sign-in binding cookies', () => {
  it('keeps the hand-off and messaging binding cookies and drops every other cookie, the session cookie first', () => {
    expect(
      bindingCookiesOf({
        sso_sys_token: 'session',
        sso_handoff: 'h',
        messaging_browser: 'm',
        oidc_browser: 'o',
        other: 'x',
      }),
    ).toEqual({ sso_handoff: 'h', messaging_browser: 'm' })
  })
})
