import { describe, expect, it } from 'vitest'
import { failureText } from './widget-failure'

const t = (key: string) => `<${key}>`

describe("a failed widget's reason", () => {
  it('says its page did not answer when it did not connect', () => {
    expect(failureText('timeout', t)).toBe('<dashboard.failedTimeout>')
    expect(failureText('', t)).toBe('<dashboard.failedTimeout>')
  })

  it('says the portal stopped it for too many calls, not that it did not answer', () => {
    expect(failureText('flood', t)).toBe('<dashboard.failedFlood>')
  })

  it("shows the app's own reason as the app gave it", () => {
    expect(failureText('No catalogue for this company', t)).toBe('No catalogue for this company')
  })
})
