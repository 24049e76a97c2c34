import type { Span } from './days'

/**
 * How the vacation records read in their workflow requests (amount, title, summary): the routes start a request
 * with it, and handler.ts answers it again from the record when the request is saved or submitted again.
 */

/** A leave: its working days, the type and the span with the reason. */
export const leaveDescription = (type: { name_zh: string; name_en: string }, span: Span, days: number, reason: string) => ({
  amount: days,
  title: `${type.name_zh} / ${type.name_en} · ${days}d`,
  summary: `${span.startDate} ${span.startHalf} – ${span.endDate} ${span.endHalf}: ${reason}`.slice(0, 1000),
})

/** A patch card: the missed punch with the reason (no amount). */
export const patchCardDescription = (card: { kind: string; day: string; time: string; reason: string }) => ({
  amount: 0,
  title: `补卡 / Patch card · ${card.day} ${card.time}`,
  summary: `${card.kind} ${card.day} ${card.time}: ${card.reason}`.slice(0, 1000),
})

/** A supplementary maternity leave: its extra days, the leave's span and where it would end, with the reason. */
export const maternityExtraDescription = (leave: { start_date: string; end_date: string }, days: number, newEndDate: string, reason: string) => ({
  amount: days,
  title: `补充产假 / supplementary maternity leave · ${days}d`,
  summary: `${leave.start_date} – ${leave.end_date} → ${newEndDate}: ${reason}`.slice(0, 1000),
})
