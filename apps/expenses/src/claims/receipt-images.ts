import { useEffect, useState } from 'react'
import { http } from '@hr-portal/kit'
import type { Receipt } from '../api'

/**
 * The pictures of receipts as local `blob:` addresses by receipt id: the page may show pictures only from itself (its
 * CSP), so each signed link is read through the request wrapper once and released when the receipts change.
 */
export function useReceiptImages(receipts: Receipt[]): Record<string, string> {
  const [sources, setSources] = useState<Record<string, string>>({})
  const key = receipts.map((r) => r.url).join(' ')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the links (key) say when the pictures change
  useEffect(() => {
    let live = true
    const made: string[] = []
    for (const receipt of receipts) {
      http.getBlob(receipt.url).then(
        ({ blob }) => {
          if (!live) return
          const href = URL.createObjectURL(blob)
          made.push(href)
          setSources((now) => ({ ...now, [receipt.id]: href }))
        },
        () => {},
      )
    }
    return () => {
      live = false
      for (const href of made) URL.revokeObjectURL(href)
    }
  }, [key])
  return sources
}
