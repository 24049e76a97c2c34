import { describe, expect, it } from 'vitest'
import { apiAddressProblem, connectorReach, isOfficialApiUrl } from './api-hosts'

const production = { allowOrigins: [], loopback: false }

describe('a platform API address an administrator gives', () => {
  it("is the platform's own when empty or https on its official host", () => {
    expect(isOfficialApiUrl('wecom', '')).toBe(true)
    expect(isOfficialApiUrl('wecom', 'https://qyapi.weixin.qq.com')).toBe(true)
    expect(isOfficialApiUrl('feishu', 'https://open.larksuite.com')).toBe(true)
    expect(isOfficialApiUrl('wecom', 'http://qyapi.weixin.qq.com')).toBe(false)
    expect(isOfficialApiUrl('wecom', 'https://qyapi.weixin.qq.com:8443')).toBe(false)
    expect(isOfficialApiUrl('dingtalk', 'https://qyapi.weixin.qq.com')).toBe(false)
  })

  it('must be an origin: a path, query, # or credentials are refused', () => {
    for (const url of [
      'https://qyapi.weixin.qq.com/cgi-bin',
      'https://attacker.example/x#',
      'https://qyapi.weixin.qq.com?x=1',
      'https://u:p@qyapi.weixin.qq.com',
      'qyapi.weixin.qq.com',
    ]) {
      expect(apiAddressProblem('wecom', url, production), url).toBe('badUrl')
    }
  })

  it('in production is only the official one or an origin the operator allows; loopback only in demo mode', () => {
    expect(apiAddressProblem('wecom', 'http://127.0.0.1:4201', production)).toBe('notAllowed')
    expect(apiAddressProblem('wecom', 'http://169.254.169.254', production)).toBe('notAllowed')
    expect(apiAddressProblem('wecom', 'https://qyapi.weixin.qq.com.attacker.example', production)).toBe('notAllowed')
    expect(
      apiAddressProblem('wecom', 'https://wecom-proxy.example.com', {
        ...production,
        allowOrigins: ['https://wecom-proxy.example.com'],
      }),
    ).toBeNull()
    expect(apiAddressProblem('wecom', 'http://127.0.0.1:4201', { ...production, loopback: true })).toBeNull()
    expect(connectorReach('dingtalk', production)).toEqual({
      allowHosts: [],
      onlyHosts: ['api.dingtalk.com', 'oapi.dingtalk.com'],
    })
  })
})
