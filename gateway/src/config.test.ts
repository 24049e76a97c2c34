import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, withBoundPorts } from './config'

describe('loadConfig', () => {
  it('uses the documented defaults when the environment is empty', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 4100, appsPort: 4101, vendorPort: 4102, host: '127.0.0.1',
      shellOrigin: 'http://localhost:4100', appsOrigin: 'http://127.0.0.1:4101', vendorOrigin: 'http://127.0.0.1:4102',
      databaseUrl: null, logLevel: 'warn',
    })
    expect(config.dataDir).toBe(`${process.cwd()}/.data`)
    expect(config.distDir).toBe(`${process.cwd()}/dist`)
  })

  it('derives the origins from the configured ports', () => {
    const config = loadConfig({ PORT: '5100', APPS_PORT: '5101', VENDOR_PORT: '5102' })
    expect([config.shellOrigin, config.appsOrigin, config.vendorOrigin])
      .toEqual(['http://localhost:5100', 'http://127.0.0.1:5101', 'http://127.0.0.1:5102'])
  })

  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(new ConfigError('PORT must be an integer port between 0 and 65535, got "abc"'))
    expect(() => loadConfig({ APPS_PORT: '70000' })).toThrow(/APPS_PORT/)
    expect(() => loadConfig({ SHELL_ORIGIN: 'localhost:4100' })).toThrow(/SHELL_ORIGIN/)
    expect(() => loadConfig({ APPS_ORIGIN: 'http://127.0.0.1:4101/apps' })).toThrow(/without a path/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
  })

  it('accepts a PostgreSQL URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/portal' }).databaseUrl).toBe('postgres://u:p@localhost/portal')
  })

  it('takes the origins of port-0 servers from the ports actually bound', () => {
    const config = withBoundPorts(loadConfig({}, { port: 0, appsPort: 0, vendorPort: 4102 }), { shell: 50001, apps: 50002, vendor: 4102 })
    expect([config.shellOrigin, config.appsOrigin, config.vendorOrigin])
      .toEqual(['http://localhost:50001', 'http://127.0.0.1:50002', 'http://127.0.0.1:4102'])
  })
})
