import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { reportDirectives, reportingEndpoints } from './csp-reporting'
import { shellPolicy, subAppPolicy } from './policies'

describe('reporting of content-security-policy violations', () => {
  const secure = { shellOrigin: 'https://hr.example.com' }

  it('reports to the gateway on the shell origin: by path from the shell page, by address from an app page', () => {
    expect(reportDirectives(secure, 'shell')).toEqual(['report-uri /gateway/ops/cspReport', 'report-to csp'])
    expect(reportDirectives(secure, 'app')).toEqual([
      'report-uri https://hr.example.com/gateway/ops/cspReport',
      'report-to csp',
    ])
    expect(reportingEndpoints(secure, 'shell')).toBe('csp="/gateway/ops/cspReport"')
    expect(reportingEndpoints(secure, 'app')).toBe('csp="https://hr.example.com/gateway/ops/cspReport"')
  })

  it('uses the Reporting API over https only: over http browsers ignore Reporting-Endpoints, so report-uri alone', () => {
    const plain = { shellOrigin: 'http://localhost:4100' }
    expect(reportDirectives(plain, 'shell')).toEqual(['report-uri /gateway/ops/cspReport'])
    expect(reportingEndpoints(plain, 'app')).toBeNull()
  })

  it('ends the shell and app policies with the report directives', () => {
    const config = loadConfig(
      {},
      { shellOrigin: 'https://hr.example.com', appsOrigin: 'https://apps.hr.example.com', dataDir: '/tmp/x' },
    )
    expect(shellPolicy(config)).toMatch(/; report-uri \/gateway\/ops\/cspReport; report-to csp$/)
    expect(subAppPolicy(config)).toMatch(
      /; report-uri https:\/\/hr\.example\.com\/gateway\/ops\/cspReport; report-to csp$/,
    )
  })
})
