import type { GatewayContext } from '../../core/context'
import { languagesOf, queueNotification, recipientRefusal } from '../notify'
import { tenantTimeZone } from '../workflow'
import { interviewInvitation } from './invitation'
import { mailTime, say } from './texts'

interface Invitations {
  tenantId: number
  interviewId: number
  organizerId: number
  candidate: { name: string; job_id: number }
  startsAt: number
  minutes: number
  place: string
  interviewerIds: number[]
}

/**
 * Invites each interviewer: an e-mail with the calendar invitation (.ics, METHOD:REQUEST), and a notice in the message
 * centre and the channels they chose (notify kind interviewInvite); both in the interviewer's language, the time in the
 * tenant's zone with the zone named. Records on their scorecard whether the e-mail went out ('sent', 'failed',
 * 'noAddress', or 'refused' for someone who may no longer receive it: left, or not in the tenant). A mail that fails
 * does not undo the interview: HR sees the state on the candidate's page.
 */
export async function sendInvitations(ctx: GatewayContext, input: Invitations): Promise<Record<number, string>> {
  const { tenantId, interviewId } = input
  const [people, organizer, job, langs, timeZone] = await Promise.all([
    ctx.db
      .selectFrom('app_user')
      .select(['id', 'real_name', 'user_name', 'email'])
      .where('id', 'in', input.interviewerIds)
      .execute(),
    ctx.db
      .selectFrom('app_user')
      .select(['real_name', 'user_name', 'email'])
      .where('id', '=', input.organizerId)
      .executeTakeFirst(),
    ctx.db
      .selectFrom('recruit_job')
      .select('title')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', input.candidate.job_id)
      .executeTakeFirst(),
    languagesOf(ctx.db, tenantId, input.interviewerIds),
    tenantTimeZone(ctx.db, tenantId),
  ])
  const host = new URL(ctx.config.shellOrigin).hostname
  const facts = { candidate: input.candidate.name, job: job?.title ?? '', minutes: input.minutes, place: input.place }
  const when = { zh: mailTime(input.startsAt, timeZone, 'zh'), en: mailTime(input.startsAt, timeZone, 'en') }
  const states: Record<number, string> = {}
  for (const person of people) {
    const lang = langs.get(person.id) ?? 'zh'
    const vars = { ...facts, when: when[lang], name: person.real_name || person.user_name }
    let state = 'noAddress'
    // Checked just before sending: an interviewer who left or is no longer in the tenant gets no candidate's details.
    const refusal = person.email ? await recipientRefusal(ctx.db, tenantId, person.id, {}) : null
    if (refusal) {
      console.warn('interview invitation dropped: its recipient may no longer receive it', {
        tenantId,
        interviewId,
        user: person.id,
        reason: refusal,
      })
      state = 'refused'
    } else if (person.email) {
      const ics = interviewInvitation({
        uid: `interview-${tenantId}-${interviewId}@${host}`,
        startsAt: input.startsAt,
        minutes: input.minutes,
        location: input.place,
        summary: say(lang, 'inviteSubject', vars),
        description: say(lang, 'inviteBody', vars),
        organizer: {
          name: organizer?.real_name || organizer?.user_name || 'HR',
          email: organizer?.email || `no-reply@${host}`,
        },
        attendee: { name: vars.name, email: person.email },
        stamp: ctx.now(),
      })
      try {
        await ctx.integrations.mail.send({
          to: person.email,
          subject: say(lang, 'inviteSubject', vars),
          text: say(lang, 'inviteBody', vars),
          attachments: [
            { filename: 'interview.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=REQUEST' },
          ],
        })
        state = 'sent'
      } catch (error) {
        console.warn('interview invitation not sent', { tenantId, interviewId, error: String(error) })
        state = 'failed'
      }
    }
    states[person.id] = state
    await ctx.db
      .updateTable('recruit_scorecard')
      .set({ invite_state: state })
      .where('tenant_id', '=', tenantId)
      .where('interview_id', '=', interviewId)
      .where('user_id', '=', person.id)
      .execute()
  }
  await queueNotification(ctx, {
    tenantId,
    kind: 'interviewInvite',
    userIds: input.interviewerIds,
    params: { ...facts, when },
    link: '/portal/recruit/interviews',
    eventKey: `recruit:interview:${interviewId}`,
  })
  return states
}
