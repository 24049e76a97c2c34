import type { Overtime } from './overtime-api'
import { useT } from '@hr-portal/kit'

/**
 * What an approved overtime came to: hours of time off in lieu (a rest day where it was chosen), or paid overtime at
 * the rate of its day's class (working day, rest day, statutory holiday).
 */
export function OvertimeResult({ row }: { row: Overtime }) {
  const t = useT()
  if (row.status !== 'approved' || !row.dayKind) return null
  if (row.creditedHours > 0)
    return <span data-testid="overtime-result">{t('overtime.credited', { n: row.creditedHours })}</span>
  return (
    <span data-testid="overtime-result" data-pay-class={row.payClass ?? undefined}>
      {row.payClass ? t(`overtime.paidAs.${row.payClass}`) : t('overtime.paid')}
    </span>
  )
}
