/**
 * The apps origin's spare page. The shell keeps one framed, hidden, with the sandbox of a first-party app;
 * when a person opens an app that has no frame yet, the shell moves the spare into place and asks it to
 * become the app's page: it takes that page's address and writes the page in. No new document is navigated
 * to and committed, which is most of a new frame's cost. The spare carries the app pages as they were when
 * it loaded, so nothing need be fetched either; it then fetches the page and, should it have changed since
 * (a new release), loads the new one. The page's CSP is the app pages' own, so the app runs under the policy
 * it would have had. Only the parent (the shell, by frame-ancestors) is listened to, through the message port
 * it hands over, and only pages of this origin are taken; a page it does not carry is fetched, and one that
 * cannot be fetched is navigated to.
 */
export const SPARE_PATH = '/_spare'
export const SPARE_SCRIPT_PATH = '/_spare.js'

/** The spare page, with `pages` (each app's page, by app name) as inert JSON; `<` is escaped so no page can close it. */
export function sparePage(pages: Record<string, string>): string {
  const json = JSON.stringify(pages).replace(/</g, '\\u003c')
  return (
    `<!doctype html><html><head><title></title><script id="hr-spare-pages" type="application/json">${json}</script>` +
    `<script src="${SPARE_SCRIPT_PATH}"></script></head><body></body></html>`
  )
}

export const SPARE_SCRIPT = String.raw`(function () {
  'use strict'
  var pages = {}
  try { pages = JSON.parse(document.getElementById('hr-spare-pages').textContent) || {} } catch (error) { pages = {} }
  function fetchPage(url) {
    return fetch(url.href, { credentials: 'same-origin' }).then(function (answer) {
      var type = answer.headers.get('content-type') || ''
      if (!answer.ok || answer.redirected || type.indexOf('text/html') !== 0) throw new Error('not a page')
      return answer.text()
    })
  }
  function write(url, html) {
    history.replaceState(null, '', url.href)
    document.open()
    document.write(html)
    document.close()
  }
  function become(data, port) {
    if (!data || data.type !== 'hr-spare:become' || typeof data.url !== 'string' || typeof data.name !== 'string') return
    var url
    try { url = new URL(data.url) } catch (error) { return }
    if (url.origin !== location.origin || url.pathname.indexOf('/_') === 0) return
    port.onmessage = null
    port.close()
    window.name = data.name
    performance.mark('hr-spare:become')
    var app = url.pathname.split('/')[1]
    var carried = Object.prototype.hasOwnProperty.call(pages, app) && url.pathname.indexOf('/' + app + '/widgets/') !== 0 ? pages[app] : null
    pages = null
    if (carried === null) return fetchPage(url).then(function (html) { write(url, html) }, function () { location.replace(url.href) })
    write(url, carried)
    // Once the page has loaded, it is checked against the page as served now: after a release it is loaded anew.
    addEventListener('load', function () {
      fetchPage(url).then(function (html) { if (html !== carried) location.replace(url.href) }, function () {})
    }, { once: true })
  }
  // The shell hands over a message port, once: what comes through it arrives at once, even while the shell is busy.
  function connect(event) {
    var port = event.ports && event.ports[0]
    if (event.source !== window.parent || !event.data || event.data.type !== 'hr-spare:connect' || !port) return
    removeEventListener('message', connect)
    port.onmessage = function (message) { become(message.data, port) }
    port.postMessage({ type: 'hr-spare:ready' })
  }
  addEventListener('message', connect)
})()
`
