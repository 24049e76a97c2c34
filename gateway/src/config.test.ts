import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, vendorPortOf, withBoundPorts } from './config'

describe('loadConfig', () => {
  it('uses the documented defaults when the environment is empty', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 4100, appsPort: 4101, vendorPort: 4102, host: '127.0.0.1',
      shellOrigin: 'http://localhost:4100', appsOrigin: 'http://127.0.0.1:4101', vendorOrigins: {},
      databaseUrl: null, logLevel: 'warn',
    })
    expect(config.dataDir).toBe(`${process.cwd()}/.data`)
    expect(config.distDir).toBe(`${process.cwd()}/dist`)
  })

  it('derives the origins from the configured ports', () => {
    const wanted = loadConfig({ PORT: '5100', APPS_PORT: '5101', VENDOR_PORT: '5102' })
    const config = withBoundPorts(wanted, { shell: 5100, apps: 5101, vendor: { supplier: vendorPortOf(wanted, 0), 'tour-shop': vendorPortOf(wanted, 1) } })
    expect([config.shellOrigin, config.appsOrigin, config.vendorOrigins])
      .toEqual(['http://localhost:5100', 'http://127.0.0.1:5101', { supplier: 'http://127.0.0.1:5102', 'tour-shop': 'http://127.0.0.1:5103' }])
  })

  it('gives each vendor app its own origin, configured ones from VENDOR_ORIGINS', () => {
    const wanted = loadConfig({ VENDOR_ORIGINS: 'supplier=https://supplier.hr.example.com, tour-shop=https://tours.hr.example.com' })
    const config = withBoundPorts(wanted, { shell: 4100, apps: 4101, vendor: { supplier: 4102, 'tour-shop': 4103, quiz: 4104 } })
    expect(config.vendorOrigins).toEqual({
      supplier: 'https://supplier.hr.example.com', 'tour-shop': 'https://tours.hr.example.com', quiz: 'http://127.0.0.1:4104',
    })
    expect(() => loadConfig({ VENDOR_ORIGINS: 'supplier=https://a.example.com,tour-shop=https://a.example.com' })).toThrow(/its own origin/)
    expect(() => loadConfig({ VENDOR_ORIGINS: 'supplier' })).toThrow(/VENDOR_ORIGINS/)
    expect(() => loadConfig({ VENDOR_ORIGINS: 'supplier=ftp://x' })).toThrow(/VENDOR_ORIGINS/)
  })

  it('starts the sample vendor apps on 4310 and 4311 unless VENDOR_SAMPLE_PORTS says otherwise', () => {
    expect(loadConfig({}).vendorSamplePorts).toEqual({ supplier: 4310, 'tour-shop': 4311 })
    expect(loadConfig({ VENDOR_SAMPLE_PORTS: 'supplier=5310, quiz=0' }).vendorSamplePorts).toEqual({ supplier: 5310, 'tour-shop': 4311, quiz: 0 })
    expect(() => loadConfig({ VENDOR_SAMPLE_PORTS: 'supplier' })).toThrow(/VENDOR_SAMPLE_PORTS must be app=port pairs/)
    expect(() => loadConfig({ VENDOR_SAMPLE_PORTS: 'supplier=99999' })).toThrow(/VENDOR_SAMPLE_PORTS must be an integer port/)
  })

  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(new ConfigError('PORT must be an integer port between 0 and 65535, got "abc"'))
    expect(() => loadConfig({ APPS_PORT: '70000' })).toThrow(/APPS_PORT/)
    expect(() => loadConfig({ SHELL_ORIGIN: 'localhost:4100' })).toThrow(/SHELL_ORIGIN/)
    expect(() => loadConfig({ APPS_ORIGIN: 'http://127.0.0.1:4101/apps' })).toThrow(/without a path/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
  })

  it("reads the assistant's per-user limits, refusing what is not a positive whole number", () => {
    expect(loadConfig({}).agentLimits).toEqual({ questionsPerMinute: 20, dailyTokens: 200_000 })
    expect(loadConfig({ AGENT_QUESTIONS_PER_MINUTE: '5', AGENT_DAILY_TOKENS: '50000' }).agentLimits).toEqual({ questionsPerMinute: 5, dailyTokens: 50_000 })
    expect(() => loadConfig({ AGENT_QUESTIONS_PER_MINUTE: '0' })).toThrow(/AGENT_QUESTIONS_PER_MINUTE must be an integer from 1/)
    expect(() => loadConfig({ AGENT_DAILY_TOKENS: 'lots' })).toThrow(/AGENT_DAILY_TOKENS/)
  })

  it('accepts a PostgreSQL URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/portal' }).databaseUrl).toBe('postgres://u:p@localhost/portal')
  })

  it('takes the origins of port-0 servers from the ports actually bound', () => {
    const config = withBoundPorts(loadConfig({}, { port: 0, appsPort: 0, vendorPort: 0 }), { shell: 50001, apps: 50002, vendor: { supplier: 50003 } })
    expect([config.shellOrigin, config.appsOrigin, config.vendorOrigins])
      .toEqual(['http://localhost:50001', 'http://127.0.0.1:50002', { supplier: 'http://127.0.0.1:50003' }])
  })
})
