import type { Amount } from './payslip-api'

/** An amount written for people, from its decimal string (never through a float): '12,345.60'. */
export function money(amount: Amount): string {
  const negative = amount.startsWith('-')
  const [whole, part = '00'] = amount.replace('-', '').split('.')
  return `${negative ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${part.padEnd(2, '0')}`
}

/** Saves a file the gateway answered through a temporary link. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = filename
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}
