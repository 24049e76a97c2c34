import type { Env } from '@hr-portal/bridge'

type Language = Env['language']

/** Yuan from decimal text, exactly as written (Intl formats numeric strings without a float). */
export const formatYuan = (language: Language, amount: string): string =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol' }).format(
    amount as unknown as number,
  )

/** A calendar date (YYYY-MM-DD) in the reader's language, with the weekday. */
export const formatDate = (language: Language, date: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))

export const titleOf = (language: Language, item: { titleZh: string; titleEn: string }): string =>
  (language === 'en' ? item.titleEn : item.titleZh) || item.titleZh
