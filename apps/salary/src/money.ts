/**
 * The one way payroll screens write an amount: from the gateway's decimal string (never through a float), with thousands
 * separators and two places, e.g. money('12345.6') is '12,345.60' and money('-5') is '-5.00'. A text that is not an
 * amount (an input being typed) is shown as it is.
 */
export function money(amount: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(amount)) return amount
  const negative = amount.startsWith('-')
  const [whole, part = ''] = amount.replace('-', '').split('.')
  return `${negative ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${part.padEnd(2, '0')}`
}

/** An amount, or a dash where there is none (no line last month, not calculated yet). */
export const moneyOrDash = (amount: string | null | undefined): string => (amount == null ? '—' : money(amount))
