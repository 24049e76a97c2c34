import { describe, expect, it } from 'vitest'
import { bodyParts } from './body-links'

const origin = 'https://hr.example.com'

describe('bodyParts', () => {
  it('turns the line that is an address of this portal into a link to its page', () => {
    expect(
      bodyParts('Your payslip of 2026-10 is ready.\nhttps://hr.example.com/portal/salary/payslips', origin),
    ).toEqual([{ text: 'Your payslip of 2026-10 is ready.' }, { path: '/portal/salary/payslips' }])
  })

  it('keeps the query and the fragment of the address', () => {
    expect(bodyParts('https://hr.example.com/portal/approval/center/requests/7?tab=a#top', origin)).toEqual([
      { path: '/portal/approval/center/requests/7?tab=a#top' },
    ])
  })

  it('turns a line that is a portal path into a link, not a path that leaves the portal', () => {
    expect(bodyParts('Leave · 1d\n/portal/approval/center/requests/abc-1', origin)).toEqual([
      { text: 'Leave · 1d' },
      { path: '/portal/approval/center/requests/abc-1' },
    ])
    for (const line of ['//evil.example.com/portal/x', '/portal/../login', '/portal//evil.example.com', '/portal/ x'])
      expect(bodyParts(line, origin)).toEqual([{ text: line }])
  })

  it('leaves addresses of other sites, outside the portal or inside a sentence as text', () => {
    const body = [
      'https://evil.example.com/portal/salary/payslips',
      'https://hr.example.com/login',
      'see https://hr.example.com/portal/messages',
      'javascript:alert(1)',
    ].join('\n')
    expect(bodyParts(body, origin)).toEqual([{ text: body }])
  })

  it('keeps text around a link in order', () => {
    expect(bodyParts('a\nb\nhttps://hr.example.com/portal/x\nc', origin)).toEqual([
      { text: 'a\nb' },
      { path: '/portal/x' },
      { text: 'c' },
    ])
  })
})
