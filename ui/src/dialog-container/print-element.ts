/**
 * Prints one element through the browser's own print pipeline (its dialog also saves as PDF): the
 * element's markup and the page's style sheets go into a hidden frame, which prints and is removed.
 * Nothing goes to a server.
 */
export function printElement(element: HTMLElement, title: string, doc: Document = document): void {
  const frame = doc.createElement('iframe')
  frame.setAttribute('aria-hidden', 'true')
  frame.tabIndex = -1
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0'
  doc.body.append(frame)
  const target = frame.contentDocument
  if (!target || !frame.contentWindow) {
    frame.remove()
    return
  }
  target.title = title
  for (const sheet of doc.querySelectorAll('link[rel="stylesheet"], style'))
    target.head.append(target.importNode(sheet, true))
  target.documentElement.dataset.theme = doc.documentElement.dataset.theme ?? ''
  target.body.append(target.importNode(element, true))
  const done = () => frame.remove()
  frame.contentWindow.addEventListener('afterprint', done)
  frame.contentWindow.focus()
  frame.contentWindow.print()
  setTimeout(done, 60_000)
}
