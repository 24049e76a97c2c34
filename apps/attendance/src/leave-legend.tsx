import { DayKindKey, monthGridLabels } from '@hr-portal/ui'
import { useLanguage, useT } from '@hr-portal/kit'

/**
 * The key of a leave month grid: approved and pending whole days, the two halves of a day, and the kinds of day
 * (`own`: some person has a calendar of their own).
 */
export function LeaveLegend({ own }: { own: boolean }) {
  const t = useT()
  const language = useLanguage()
  return (
    <ul className="table-legend" aria-label={t('tables.legend')}>
      <li>
        <span className="leave-mark" data-status="approved" data-part="day" />
        {t('tables.approvedDay')}
      </li>
      <li>
        <span className="leave-mark" data-status="pending" data-part="day" />
        {t('tables.pendingDay')}
      </li>
      <li>
        <span className="leave-mark" data-status="approved" data-part="am" />
        {t('tables.part.am')}
      </li>
      <li>
        <span className="leave-mark" data-status="approved" data-part="pm" />
        {t('tables.part.pm')}
      </li>
      <DayKindKey labels={monthGridLabels[language]} own={own} />
    </ul>
  )
}
