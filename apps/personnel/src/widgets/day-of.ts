const SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' }
const english = new Intl.PluralRules('en', { type: 'ordinal' })
/** A day of the month as the language writes it: 1st, 2nd, 3rd … in English, the number in Chinese. */
export const dayOf = (day: number, language: string): string =>
  language === 'en' ? `${day}${SUFFIX[english.select(day)]}` : String(day)
