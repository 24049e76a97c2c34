import nodeIcal, { type VEvent } from 'node-ical'
import { describe, expect, it } from 'vitest'
import { interviewInvitation } from './invitation'

const facts = {
  uid: 'interview-1-7@hr.example.com',
  startsAt: Date.parse('2030-05-06T06:30:00Z'),
  minutes: 45,
  stamp: Date.parse('2030-05-01T00:00:00Z'),
  // Long, escaped, multi-byte and hostile: a CR/LF that would start a new property, a NUL, a bidi override.
  summary: `Interview: 张三 for the post of Senior Platform Engineer, Payroll; "Core" \\ team ${'面试'.repeat(30)}\r\nATTENDEE:mailto:evil@x.com`,
  description: 'Line one; with, punctuation\\\r\nLine two \u202Eevil\u202C\u0000 🙂'.repeat(4),
  location: `Room 5; Building B, ${'会议室'.repeat(20)}`,
  organizer: { name: 'HR, "Li"\r\nEvil', email: 'hr@example.com' },
  attendee: { name: 'Wang\u0007 Wu', email: 'wang@example.com' },
}

describe('an interview invitation (.ics)', () => {
  const text = interviewInvitation(facts)

  it('keeps every line within 75 octets, folded between characters, each ending with CRLF', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    const lines = text.slice(0, -2).split('\r\n')
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75)
      expect(line).not.toMatch(/[\u0000-\u001f\u007f\u202a-\u202e]/)
    }
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(5)
  })

  it('reads back, through a parser of its own, as the texts written, less their control and bidirectional characters', () => {
    const event = Object.values(nodeIcal.sync.parseICS(text)).find((entry) => entry?.type === 'VEVENT') as VEvent
    expect(event.uid).toBe(facts.uid)
    expect(String(event.summary)).toBe(facts.summary.replace('\r\n', ' '))
    expect(String(event.description)).toBe(
      facts.description.replaceAll('\r\n', '\n').replace(/[\u202e\u202c\u0000]/g, ''),
    )
    expect(String(event.location)).toBe(facts.location)
    expect(event.start.toISOString()).toBe('2030-05-06T06:30:00.000Z')
    expect(event.end?.toISOString()).toBe('2030-05-06T07:15:00.000Z')
    // A parameter cannot hold a double quote (RFC 5545): the name keeps a single one.
    expect(event.organizer).toMatchObject({ params: { CN: "HR, 'Li' Evil" }, val: 'mailto:hr@example.com' })
    expect(event.attendee).toMatchObject({ params: { CN: 'Wang Wu', RSVP: true }, val: 'mailto:wang@example.com' })
  })
})
