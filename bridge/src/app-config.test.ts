import { afterEach, describe, expect, it, vi } from 'vitest'
import { readAppConfig } from './app-config.js'

const page = (json: string | null) =>
  ({ getElementById: () => (json === null ? null : { textContent: json }) }) as unknown as Document
const served = JSON.stringify({ shellOrigin: 'http://localhost:4100', gatewayUrl: 'http://localhost:4100/gateway' })

describe('sub-app config', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('reads the deployment config the origin server wrote into the page', () => {
    expect(readAppConfig(page(served))).toEqual({
      shellOrigin: 'http://localhost:4100',
      shellOrigins: ['http://localhost:4100'],
      gatewayUrl: 'http://localhost:4100/gateway',
    })
  })

  it('takes every shell origin the page names (one per brand host), dropping anything that is not an origin', () => {
    const brands = JSON.stringify({
      shellOrigin: 'http://localhost:4100',
      gatewayUrl: 'http://localhost:4100/gateway',
      shellOrigins: [
        'http://localhost:4100',
        'http://weihai.localhost:4100',
        'javascript:alert(1)',
        'http://x.test/path',
        7,
      ],
    })
    expect(readAppConfig(page(brands)).shellOrigins).toEqual(['http://localhost:4100', 'http://weihai.localhost:4100'])
  })

  it('prefers the shell origin fixed at build time', () => {
    vi.stubGlobal('__HR_SHELL_ORIGIN__', 'https://hr.example')
    vi.stubGlobal('__HR_GATEWAY_URL__', 'https://hr.example/gateway')
    expect(readAppConfig(page(null))).toEqual({
      shellOrigin: 'https://hr.example',
      shellOrigins: ['https://hr.example'],
      gatewayUrl: 'https://hr.example/gateway',
    })
  })

  it('refuses a page without config and values that are not absolute http(s) URLs', () => {
    expect(() => readAppConfig(page(null))).toThrow('missing')
    expect(() => readAppConfig(page(JSON.stringify({ shellOrigin: 'javascript:alert(1)', gatewayUrl: 'x' })))).toThrow(
      'absolute',
    )
  })
})
