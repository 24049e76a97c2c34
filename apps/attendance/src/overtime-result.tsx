import type { Overtime } from './overtime-api'
import { useT } from '@hr-portal/kit'

/** What an approved overtime came to: hours of time off in lieu (a rest day or holiday) or paid overtime (a working day). */
export function OvertimeResult({ row }: { row: Overtime }) {
  const t = useT()
  if (row.status !== 'approved' || !row.dayKind) return null
  return (
    <span data-testid="overtime-result">
      {row.creditedHours > 0 ? t('overtime.credited', { n: row.creditedHours }) : t('overtime.paid')}
    </span>
  )
}
