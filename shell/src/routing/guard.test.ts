import { describe, expect, it } from 'vitest'
import { guardRoute } from './guard'

describe('route guard (§2)', () => {
  it.each([
    ['authCorpId+userId+vCode+sign+appCode', '?authCorpId=1&userId=2&vCode=3&sign=4&appCode=5'],
    ['corpId+authCode+timestamp+sign', '?corpId=1&authCode=2&timestamp=3&sign=4'],
    ['auth_code alone', '?auth_code=abc'],
    ['systemFlag+loginType+token', '?systemFlag=1&loginType=2&token=abc'],
  ])('lets /login through unchanged with %s', (_, search) => {
    expect(guardRoute('/login', search, null)).toEqual({ kind: 'pass' })
    expect(guardRoute('/login', search, 'stored')).toEqual({ kind: 'pass' })
  })

  it('does not let an incomplete combination through /login with a token', () => {
    expect(guardRoute('/login', '?corpId=1&authCode=2&sign=4&token=t', null)).toEqual({
      kind: 'redirect',
      to: '/tokenLogin?token=t',
      remember: '/login?corpId=1&authCode=2&sign=4',
    })
  })

  it('sends any other route with a token query to /tokenLogin and remembers the route without it', () => {
    expect(guardRoute('/portal/ums/users', '?token=abc&x=1', null)).toEqual({
      kind: 'redirect',
      to: '/tokenLogin?token=abc',
      remember: '/portal/ums/users?x=1',
    })
    expect(guardRoute('/portal/ums/users', '?token=a%2Bb', 'stored')).toMatchObject({
      to: '/tokenLogin?token=a%2Bb',
      remember: '/portal/ums/users',
    })
  })

  it.each(['/portal', '/portal/messages', '/compRecords', '/404', '/anything'])(
    'sends %s to /login without a login token',
    (path) => expect(guardRoute(path, '', null)).toEqual({ kind: 'redirect', to: '/login' }),
  )

  it.each(['/login', '/tokenLogin', '/superLogin', '/company'])('lets %s through without a login token', (path) => {
    expect(guardRoute(path, '', null)).toEqual({ kind: 'pass' })
  })

  it('sends a signed-out phone from the QR confirm page to /login and remembers the page to come back to', () => {
    expect(guardRoute('/qr/confirm', '?ticket=abc', null)).toEqual({
      kind: 'redirect',
      to: '/login',
      remember: '/qr/confirm?ticket=abc',
    })
    expect(guardRoute('/qr/confirm', 'ticket=abc', 'stored')).toEqual({ kind: 'pass' })
  })

  it("sends a signed-out user from a page inside the portal (a notice's link) to /login and remembers the page", () => {
    expect(guardRoute('/portal/approval/center/requests/0b4c7c3e-5d1a-4a55-9a43-2f6f3c1f0a11', '', null)).toEqual({
      kind: 'redirect',
      to: '/login',
      remember: '/portal/approval/center/requests/0b4c7c3e-5d1a-4a55-9a43-2f6f3c1f0a11',
    })
    expect(guardRoute('/portal/messages/abc', '?x=1', null)).toEqual({
      kind: 'redirect',
      to: '/login',
      remember: '/portal/messages/abc?x=1',
    })
    expect(guardRoute('/portal/ums/structure', '', 'stored')).toEqual({ kind: 'pass' })
  })

  it("lets a signed-out visitor open a tenant's careers page, and nothing else under /careers", () => {
    expect(guardRoute('/careers/demo-sh', '', null)).toEqual({ kind: 'pass' })
    expect(guardRoute('/careers/demo-sh/admin', '', null)).toEqual({ kind: 'redirect', to: '/login' })
    expect(guardRoute('/careers', '', null)).toEqual({ kind: 'redirect', to: '/login' })
  })

  it('lets a signed-out visitor open the verification of a certificate by its code, and nothing else under /verify', () => {
    expect(guardRoute('/verify/0A1B-2C3D-4E5F-6789-ABCD-EF01-2345-6789', '', null)).toEqual({ kind: 'pass' })
    expect(guardRoute('/verify/0A1B/admin', '', null)).toEqual({ kind: 'redirect', to: '/login' })
  })

  it('lets every route through with a login token', () => {
    expect(guardRoute('/portal/ums/structure', '?x=1', 'stored')).toEqual({ kind: 'pass' })
  })

  it("drops the signed-in user's own token from the URL without signing in again", () => {
    expect(guardRoute('/portal/ums/users', '?token=mine&x=1', 'mine')).toEqual({
      kind: 'redirect',
      to: '/portal/ums/users?x=1',
    })
  })

  it("sends another user's token to /tokenLogin even while someone is signed in (it asks there)", () => {
    expect(guardRoute('/portal/ums/users', '?token=theirs', 'mine')).toEqual({
      kind: 'redirect',
      to: '/tokenLogin?token=theirs',
      remember: '/portal/ums/users',
    })
  })
})
