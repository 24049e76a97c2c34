import { describe, expect, it } from 'vitest'
import { SERVICE_SEGMENTS } from './constants.js'
import { resolveUrl } from './resolve-url.js'

const gw = { gatewayUrl: '/gateway' }

describe('resolveUrl', () => {
  it('lists exactly the service segments of §7, in order', () => {
    expect(SERVICE_SEGMENTS).toEqual(
      'joyhr ums message remind insurance salary rearservice contract form report workflow vacation paiban kaoqin esign kaoqinji filecenter tum uac docenter recruit performanc performance elephantstep attendance prism help wpm ruleEngine etax'.split(
        ' ',
      ),
    )
    expect(Object.isFrozen(SERVICE_SEGMENTS)).toBe(true)
  })

  it.each(SERVICE_SEGMENTS.map((segment) => [segment]))('serves a path led by %s under that segment', (segment) => {
    expect(resolveUrl(`/${segment}/web/x/y`, gw)).toBe(`/gateway/${segment}/web/x/y`)
  })

  it.each([
    ['/ums/web/organ/organTreeList', '/gateway/ums/web/organ/organTreeList'],
    ['/web/ums/organ/list', '/gateway/ums/web/organ/list'],
    ['/web/message/ums/x', '/gateway/message/web/ums/x'],
    ['/performanc/web/a', '/gateway/performanc/web/a'],
    ['/performance/web/a', '/gateway/performance/web/a'],
    ['/performances/web/a', '/gateway/uac/performances/web/a'],
    ['/umsx/web/a', '/gateway/uac/umsx/web/a'],
    ['/web/ruleEngine/cond', '/gateway/ruleEngine/web/cond'],
    ['/web/ruleengine/cond', '/gateway/uac/web/ruleengine/cond'],
    ['ums/web/no-leading-slash', '/gateway/ums/web/no-leading-slash'],
    ['/web/permission/getLoginPermission', '/gateway/uac/web/permission/getLoginPermission'],
    ['/web/list?next=/ums/x', '/gateway/uac/web/list?next=/ums/x'],
    ['/ums/web/list?next=/joyhr/x', '/gateway/ums/web/list?next=/joyhr/x'],
  ])('maps %s to %s', (path, url) => {
    expect(resolveUrl(path, gw)).toBe(url)
  })

  it.each([
    ['/account/login', '/gateway/uac/account/login'],
    ['/ums/web/accountInfo', '/gateway/uac/ums/web/accountInfo'],
    ['/joyhr/t3/sync', '/gateway/uac/joyhr/t3/sync'],
    ['/loginOut', '/gateway/loginOut'],
    ['/uac/web/loginOut', '/gateway/uac/web/loginOut'],
    ['/oldlcLogin/enter', '/gateway/oldlcLogin/enter'],
    ['/account/loginOut', '/gateway/account/loginOut'],
  ])('applies the account, t3, loginOut and oldlcLogin rules: %s → %s', (path, url) => {
    expect(resolveUrl(path, gw)).toBe(url)
  })

  it('uses the configured default service for paths without a segment', () => {
    expect(resolveUrl('/web/a', { gatewayUrl: '/gateway', defaultService: 'joyhr' })).toBe('/gateway/joyhr/web/a')
    expect(resolveUrl('/account/a', { gatewayUrl: '/gateway', defaultService: 'joyhr' })).toBe(
      '/gateway/joyhr/account/a',
    )
  })

  it('treats the configured brand segments like the built-in ones', () => {
    const config = { gatewayUrl: '/gateway', extraSegments: ['brandA', 'brandB'] }
    expect(resolveUrl('/brandA/web/x', config)).toBe('/gateway/brandA/web/x')
    expect(resolveUrl('/web/brandB/x', config)).toBe('/gateway/brandB/web/x')
    expect(resolveUrl('/brandA/web/x', gw)).toBe('/gateway/uac/brandA/web/x')
  })

  it('works with an absolute gateway and ignores a trailing slash', () => {
    const config = { gatewayUrl: 'http://localhost:4100/gateway/' }
    expect(resolveUrl('/ums/web/a', config)).toBe('http://localhost:4100/gateway/ums/web/a')
  })

  it.each(['http://cdn.example.com/ums/a.json', 'HTTPS://oss.example.com/account/file'])(
    'passes absolute URL %s through unchanged',
    (url) => {
      expect(resolveUrl(url, gw)).toBe(url)
    },
  )
})
