import { useRequest } from '@hr-portal/bridge/react'
import { MonthFilters } from '@hr-portal/ui'
import { tablesApi } from './tables-api'
import { useT } from '@hr-portal/kit'

interface Props {
  organId: number | null
  month: string
  onOrgan: (id: number) => void
  onMonth: (month: string) => void
}

/** The department and the month of this app's month tables, with the organisation tree it reads. */
export function TableFilters(props: Props) {
  const t = useT()
  const organs = useRequest(() => tablesApi.organs(), [])
  return (
    <MonthFilters
      {...props}
      organs={organs.data}
      error={organs.error}
      onRetry={organs.retry}
      labels={{
        department: t('tables.department'),
        month: t('tables.month'),
        previousMonth: t('tables.previousMonth'),
        nextMonth: t('tables.nextMonth'),
        retry: t('common.retry'),
      }}
    />
  )
}
