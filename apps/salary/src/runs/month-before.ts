/** The month before a 'YYYY-MM' month: '2026-01' → '2025-12'. */
export function monthBefore(month: string): string {
  const [year, number] = month.split('-').map(Number)
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`
}
