import { watermarkTile } from '@hr-portal/bridge'
import { useMemo } from 'react'

/** The person's name and job number, faint and repeated over the payslip: it takes no clicks and is hidden from screen readers. */
export function Watermark({ text }: { text: string }) {
  const tile = useMemo(() => watermarkTile(document, text), [text])
  return (
    <div
      className="slip-watermark"
      aria-hidden="true"
      data-testid="payslip-watermark"
      data-watermark={text}
      style={{ backgroundImage: `url("${tile}")` }}
    />
  )
}
