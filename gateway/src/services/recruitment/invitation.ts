import { ICAL, icsLine, icsParagraph, icsParameter, icsText } from '../../core/ics'

export interface InvitationFacts {
  /** Stable per interview, so a calendar recognises an update of the same invitation. */
  uid: string
  startsAt: number
  minutes: number
  summary: string
  description: string
  location: string
  organizer: { name: string; email: string }
  attendee: { name: string; email: string }
  stamp: number
}

/** An iCalendar invitation (METHOD:REQUEST) of one interview for one interviewer (core/ics.ts writes it). */
export function interviewInvitation(f: InvitationFacts): string {
  const calendar = new ICAL.Component(['vcalendar', [], []])
  calendar.updatePropertyWithValue('prodid', '-//HR Portal//Recruitment//EN')
  calendar.updatePropertyWithValue('version', '2.0')
  calendar.updatePropertyWithValue('method', 'REQUEST')
  const vevent = new ICAL.Component('vevent')
  const event = new ICAL.Event(vevent)
  event.uid = f.uid
  event.summary = icsLine(f.summary)
  event.description = icsParagraph(f.description)
  event.location = icsLine(f.location)
  event.startDate = ICAL.Time.fromJSDate(new Date(f.startsAt), true)
  event.endDate = ICAL.Time.fromJSDate(new Date(f.startsAt + f.minutes * 60_000), true)
  vevent.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(new Date(f.stamp), true))
  vevent.updatePropertyWithValue('sequence', 0)
  vevent.updatePropertyWithValue('status', 'CONFIRMED')
  const organizer = vevent.addPropertyWithValue('organizer', `mailto:${f.organizer.email}`)
  organizer.setParameter('cn', icsParameter(f.organizer.name))
  const attendee = vevent.addPropertyWithValue('attendee', `mailto:${f.attendee.email}`)
  attendee.setParameter('cn', icsParameter(f.attendee.name))
  attendee.setParameter('role', 'REQ-PARTICIPANT')
  attendee.setParameter('partstat', 'NEEDS-ACTION')
  attendee.setParameter('rsvp', 'TRUE')
  calendar.addSubcomponent(vevent)
  return icsText(calendar)
}
