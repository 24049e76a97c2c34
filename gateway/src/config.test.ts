import { describe, expect, it } from 'vitest'
import { AMAP_SCRIPT_URL, ConfigError, loadConfig, mapScriptOf, withBoundPorts } from './config'

describe('loadConfig', () => {
  it('uses the documented defaults when the environment is empty', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 4100,
      appsPort: 4101,
      host: '127.0.0.1',
      shellOrigin: 'http://localhost:4100',
      appsOrigin: 'http://127.0.0.1:4101',
      databaseUrl: null,
      logLevel: 'warn',
    })
    expect(config.dataDir).toBe(`${process.cwd()}/.data`)
    expect(config.distDir).toBe(`${process.cwd()}/dist`)
  })

  it('loads the clock-in map from MAP_SCRIPT_URL, else the demo stand-in on the apps origin or, in production, the AMap API', () => {
    expect(mapScriptOf(loadConfig({}))).toBe('http://127.0.0.1:4101/_dev/map/maps?v=2.0&key=')
    expect(mapScriptOf(loadConfig({ NODE_ENV: 'production' }))).toBe(AMAP_SCRIPT_URL)
    expect(AMAP_SCRIPT_URL).toBe('https://webapi.amap.com/maps?v=2.0&key=')
    expect(mapScriptOf(loadConfig({ MAP_SCRIPT_URL: 'http://127.0.0.1:9000/maps?key=' }))).toBe(
      'http://127.0.0.1:9000/maps?key=',
    )
    expect(() => loadConfig({ MAP_SCRIPT_URL: 'http://maps.example.com/maps?key=' })).toThrow(
      /MAP_SCRIPT_URL must use https \(http only on localhost\)/,
    )
    expect(() => loadConfig({ MAP_SCRIPT_URL: 'not a url' })).toThrow(/MAP_SCRIPT_URL must be a URL/)
  })

  it('derives the origins from the configured ports', () => {
    const config = withBoundPorts(loadConfig({ PORT: '5100', APPS_PORT: '5101' }), { shell: 5100, apps: 5101 })
    expect([config.shellOrigin, config.appsOrigin]).toEqual(['http://localhost:5100', 'http://127.0.0.1:5101'])
  })

  it('has no vendor origins: vendor apps run on their own origins, installed per tenant', () => {
    const config = loadConfig({ VENDOR_PORT: '4102', VENDOR_ORIGINS: 'supplier=https://supplier.hr.example.com' })
    expect(config).not.toHaveProperty('vendorPort')
    expect(config).not.toHaveProperty('vendorOrigins')
  })

  it('starts the sample vendor apps on 4310 and 4311 unless VENDOR_SAMPLE_PORTS says otherwise', () => {
    expect(loadConfig({}).vendorSamplePorts).toEqual({ supplier: 4310, 'tour-shop': 4311 })
    expect(loadConfig({ VENDOR_SAMPLE_PORTS: 'supplier=5310, quiz=0' }).vendorSamplePorts).toEqual({
      supplier: 5310,
      'tour-shop': 4311,
      quiz: 0,
    })
    expect(() => loadConfig({ VENDOR_SAMPLE_PORTS: 'supplier' })).toThrow(/VENDOR_SAMPLE_PORTS must be app=port pairs/)
    expect(() => loadConfig({ VENDOR_SAMPLE_PORTS: 'supplier=99999' })).toThrow(
      /VENDOR_SAMPLE_PORTS must be an integer port/,
    )
  })

  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      new ConfigError('PORT must be an integer port between 0 and 65535, got "abc"'),
    )
    expect(() => loadConfig({ APPS_PORT: '70000' })).toThrow(/APPS_PORT/)
    expect(() => loadConfig({ SHELL_ORIGIN: 'localhost:4100' })).toThrow(/SHELL_ORIGIN/)
    expect(() => loadConfig({ APPS_ORIGIN: 'http://127.0.0.1:4101/apps' })).toThrow(/without a path/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
    expect(() => loadConfig({ SQLITE_SYNC: 'off' })).toThrow(/SQLITE_SYNC must be normal or full/)
  })

  it("reads how SQLite makes a commit durable: 'normal' unless 'full' is asked for", () => {
    expect(loadConfig({}).sqliteSync).toBe('normal')
    expect(loadConfig({ SQLITE_SYNC: 'full' }).sqliteSync).toBe('full')
  })

  it("reads the assistant's per-user limits, refusing what is not a positive whole number", () => {
    expect(loadConfig({}).agentLimits).toEqual({ questionsPerMinute: 20, dailyTokens: 200_000 })
    expect(loadConfig({ AGENT_QUESTIONS_PER_MINUTE: '5', AGENT_DAILY_TOKENS: '50000' }).agentLimits).toEqual({
      questionsPerMinute: 5,
      dailyTokens: 50_000,
    })
    expect(() => loadConfig({ AGENT_QUESTIONS_PER_MINUTE: '0' })).toThrow(
      /AGENT_QUESTIONS_PER_MINUTE must be an integer from 1/,
    )
    expect(() => loadConfig({ AGENT_DAILY_TOKENS: 'lots' })).toThrow(/AGENT_DAILY_TOKENS/)
  })

  it('accepts a PostgreSQL URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/portal' }).databaseUrl).toBe(
      'postgres://u:p@localhost/portal',
    )
  })

  it('takes the origins of port-0 servers from the ports actually bound', () => {
    const config = withBoundPorts(loadConfig({}, { port: 0, appsPort: 0 }), { shell: 50001, apps: 50002 })
    expect([config.shellOrigin, config.appsOrigin]).toEqual(['http://localhost:50001', 'http://127.0.0.1:50002'])
  })
})
