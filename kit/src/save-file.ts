/** Characters a file name may not hold on the systems people save to. */
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f]+/g

/**
 * Saves a file the gateway answered (a PDF comes back as a Blob, §7) under `filename`, through a temporary link; the
 * name is cleaned of characters a file system refuses. Nothing happens for no file.
 */
export function saveFile(blob: Blob | undefined, filename: string): void {
  if (!blob) return
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = filename.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim() || 'download'
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}
