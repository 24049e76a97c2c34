import { moveMonth } from '@hr-portal/ui'
import { useT } from '@hr-portal/kit'

/** Previous and next month around the month shown, announced when it changes. */
export function MonthSwitch({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  const t = useT()
  return (
    <div className="month-switch" role="group" aria-label={t('common.month')}>
      <button type="button" onClick={() => onChange(moveMonth(month, -1))} aria-label={t('common.previousMonth')}>
        ‹
      </button>
      <output aria-live="polite" data-testid="month">
        {month}
      </output>
      <button type="button" onClick={() => onChange(moveMonth(month, 1))} aria-label={t('common.nextMonth')}>
        ›
      </button>
    </div>
  )
}

/** Previous and next year around the year shown. */
export function YearSwitch({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  const t = useT()
  return (
    <div className="month-switch" role="group" aria-label={t('common.year')}>
      <button type="button" onClick={() => onChange(year - 1)} aria-label={t('common.previousYear')}>
        ‹
      </button>
      <output aria-live="polite" data-testid="year">
        {year}
      </output>
      <button type="button" onClick={() => onChange(year + 1)} aria-label={t('common.nextYear')}>
        ›
      </button>
    </div>
  )
}

/** Money for reading: thousands separated, two places ('12,345.60'), from the gateway's exact decimal string. */
export function showMoney(amount: string): string {
  const [whole, fraction = '00'] = amount.replace(/^-/, '').split('.')
  return `${amount.startsWith('-') ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0')}`
}

/** A rate as a percentage ('0.10' → '10%'), read from its decimal string. */
export const showRate = (rate: string): string => `${Number((rate.split('.')[1] ?? '0').padEnd(2, '0').slice(0, 2))}%`
