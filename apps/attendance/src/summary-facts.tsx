import { listText } from '@hr-portal/ui'
import type { Summary } from './kaoqin-api'
import { useLanguage, useT } from '@hr-portal/kit'
import { timesText } from './times-text'

/** One person's month in figures: days due and worked, lateness, early leaving, absences, missing punches, leave, overtime. */
export function SummaryFacts({ summary, leaveName }: { summary: Summary; leaveName: (code: string) => string }) {
  const t = useT()
  const language = useLanguage()
  const leave = Object.entries(summary.leave).map(([code, l]) =>
    `${leaveName(code)} ${l.days ? t('att.days', { days: l.days }) : ''}${l.hours ? ` ${t('att.hours', { hours: l.hours })}` : ''}`.trim(),
  )
  const facts: Array<[string, string]> = [
    [t('att.summaryDaysDue'), String(summary.daysDue)],
    [t('att.summaryDaysWorked'), String(summary.daysWorked)],
    [t('att.summaryLate'), timesText(t, summary.lateCount, summary.lateMinutes)],
    [t('att.summaryEarly'), timesText(t, summary.earlyCount, summary.earlyMinutes)],
    [t('att.summaryAbsent'), t('att.days', { days: summary.absentDays })],
    [t('att.summaryMissing'), String(summary.missingPunches)],
    [t('att.summaryLeave'), listText(language, leave) || '—'],
    [t('att.summaryOvertime'), String(summary.overtimeHours)],
  ]
  return (
    <dl className="summary-facts" data-testid="summary-facts">
      {facts.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
