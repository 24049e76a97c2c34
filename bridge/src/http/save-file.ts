// Object URLs are revoked late: Firefox starts the download after `click()` returns.
const REVOKE_AFTER = 10000

/** Saves `blob` as `filename` through a temporary `<a download>` in `doc`. */
export function saveWithAnchor(doc: Document | undefined, blob: Blob, filename: string): void {
  if (!doc) throw new TypeError('saving an export needs a DOM document (browser only) or HttpOptions.saveFile')
  const href = URL.createObjectURL(blob)
  const anchor = doc.createElement('a')
  anchor.href = href
  anchor.download = filename
  anchor.style.display = 'none'
  doc.body.appendChild(anchor)
  anchor.click()
  anchor.remove()
  setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER)
}
