/** The social insurance kinds and the housing fund, in the gateway's order. */
export const KINDS = ['pension', 'medical', 'unemployment', 'injury', 'maternity', 'housingFund'] as const
export type Kind = (typeof KINDS)[number]

/** A decimal rate as a percentage, by moving the point (exact: '0.0026' → '0.26%'). */
export function percentOf(rate: string): string {
  const [whole, fraction = ''] = rate.split('.')
  const digits = `${whole}${fraction.padEnd(2, '0')}`
  const point = whole.length + 2
  const integer = digits.slice(0, point).replace(/^0+(?=\d)/, '')
  const rest = digits.slice(point).replace(/0+$/, '')
  return `${integer}${rest ? `.${rest}` : ''}%`
}
