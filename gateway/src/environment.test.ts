import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'
import { isProductionName, readEnvironment } from './environment'

describe("§9 environment switching uses a fixed 'pro' prefix (HR_ENV)", () => {
  it('names pro and pro-<name> production, and any other name not', () => {
    expect(['pro', 'pro-eu', 'pro-2'].map(isProductionName)).toEqual([true, true, true])
    expect(['dev', 'test', 'uat', 'staging-pro'].map(isProductionName)).toEqual([false, false, false, false])
    expect(readEnvironment({ HR_ENV: 'pro-eu' })).toEqual({ name: 'pro-eu', production: true })
    expect(readEnvironment({ HR_ENV: 'uat' })).toEqual({ name: 'uat', production: false })
  })

  it('is dev when unset, and pro under NODE_ENV=production', () => {
    expect(readEnvironment({})).toEqual({ name: 'dev', production: false })
    expect(readEnvironment({ NODE_ENV: 'production' })).toEqual({ name: 'pro', production: true })
  })

  it('starts a pro environment without demo data, stand-ins or source maps, and a dev one with them', () => {
    const pro = loadConfig({ HR_ENV: 'pro' })
    expect([pro.environment.name, pro.demo, pro.sourceMaps, pro.brandHosts]).toEqual(['pro', false, false, {}])
    const dev = loadConfig({ HR_ENV: 'dev' })
    expect([dev.environment.name, dev.demo, dev.sourceMaps]).toEqual(['dev', true, true])
    // --no-demo: a development environment may still start without demo data (a rehearsal of production).
    expect(loadConfig({ HR_ENV: 'test' }, { demo: false }).environment).toEqual({ name: 'test', production: false })
  })

  it('refuses names that only look like production, malformed names, and a development name under NODE_ENV=production', () => {
    expect(() => readEnvironment({ HR_ENV: 'production' })).toThrow(
      /HR_ENV "production" is ambiguous: production environments are named "pro" or "pro-<name>"/,
    )
    expect(() => readEnvironment({ HR_ENV: 'prod' })).toThrow(ConfigError)
    for (const bad of ['PRO', 'pro_eu', '-pro', 'pro-', 'a'.repeat(33)])
      expect(() => readEnvironment({ HR_ENV: bad }), bad).toThrow(/HR_ENV must be lower-case letters/)
    expect(() => readEnvironment({ HR_ENV: 'dev', NODE_ENV: 'production' })).toThrow(
      /HR_ENV "dev" is not a production environment but NODE_ENV is production/,
    )
  })

  it('refuses demo mode and the development settings in a pro environment, at start-up', () => {
    expect(() => loadConfig({ HR_ENV: 'pro' }, { demo: true })).toThrow(
      /production environment: demo data and the development stand-ins are refused/,
    )
    expect(() => loadConfig({ HR_ENV: 'pro', VENDOR_SAMPLE_PORTS: 'supplier=5310' })).toThrow(
      /VENDOR_SAMPLE_PORTS is a development setting and HR_ENV is "pro"/,
    )
    expect(() => loadConfig({ HR_ENV: 'pro-eu', APP_INSTALL_HTTP_LOCAL: '1' })).toThrow(
      /APP_INSTALL_HTTP_LOCAL is a development setting/,
    )
    // The same settings are fine outside production.
    expect(loadConfig({ HR_ENV: 'test', APP_INSTALL_HTTP_LOCAL: '1' }, { demo: false }).installHttpLocal).toBe(true)
  })
})
