import { message, summarised, titled } from '../../core/message-text'
import type { Span } from './days'

/**
 * How the vacation records read in their workflow requests (amount, title, summary): the routes start a request
 * with it, and handler.ts answers it again from the record when the request is saved or submitted again. The title
 * and summary are stored as messages (shown in the reader's language) with their Chinese texts for search.
 */

/** A leave: its working days (an hourly one: its hours and times), the type and the span with the reason. */
export const leaveDescription = (
  type: { name_zh: string; name_en: string },
  span: Span,
  days: number,
  reason: string,
  hourly?: { startTime: string; endTime: string; hours: number } | null,
) => ({
  amount: days,
  ...titled(
    message('leave.request', {
      type: { zh: type.name_zh, en: type.name_en },
      amount: hourly ? message('leave.hours', { hours: hourly.hours }) : message('leave.days', { days }),
    }),
  ),
  ...(hourly
    ? {
        summary: `${span.startDate} ${hourly.startTime} – ${hourly.endTime}: ${reason}`.slice(0, 1000),
        summaryMessage: undefined,
      }
    : summarised(
        message('leave.summary', {
          start: span.startDate,
          startHalf: message(span.startHalf === 'pm' ? 'half.pm' : 'half.am'),
          end: span.endDate,
          endHalf: message(span.endHalf === 'am' ? 'half.am' : 'half.pm'),
          reason,
        }),
      )),
})

/** A patch card: the missed punch with the reason (no amount). */
export const patchCardDescription = (card: { kind: string; day: string; time: string; reason: string }) => ({
  amount: 0,
  ...titled(message('patchCard.request', { day: card.day, time: card.time })),
  ...summarised(
    message('patchCard.summary', {
      kind: message(card.kind === 'out' ? 'patchCard.out' : 'patchCard.in'),
      day: card.day,
      time: card.time,
      reason: card.reason,
    }),
  ),
})

/** A supplementary maternity leave: its extra days, the leave's span and where it would end, with the reason. */
export const maternityExtraDescription = (
  leave: { start_date: string; end_date: string },
  days: number,
  newEndDate: string,
  reason: string,
) => ({
  amount: days,
  ...titled(message('maternityExtra.request', { days })),
  summary: `${leave.start_date} – ${leave.end_date} → ${newEndDate}: ${reason}`.slice(0, 1000),
})

/** An overtime request: its hours (the amount), the day and whether asked before or after (title), the times with the reason. */
export const overtimeDescription = (row: {
  day: string
  start_time: string
  end_time: string
  hours: number
  timing: string
  reason: string
}) => ({
  amount: Number(row.hours),
  ...titled(
    message('overtime.request', {
      day: row.day,
      hours: Number(row.hours),
      timing: message(row.timing === 'before' ? 'overtime.before' : 'overtime.after'),
    }),
  ),
  summary: `${row.day} ${row.start_time} – ${row.end_time}: ${row.reason}`.slice(0, 1000),
})
