/**
 * Test helper: plays the browser at an OpenID provider's sign-in (the local provider's form),
 * following redirects with its own cookie jar until the provider sends the browser to
 * `redirectUri`, and answers that callback URL. `action` 'abort' presses Cancel instead.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  redirectUri: string,
  username: string,
  password: string,
  action: 'login' | 'abort' = 'login',
): Promise<URL> {
  const jar = new Map<string, string>()
  let url = new URL(authorizationUrl)
  let init: RequestInit = {}
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const at = pair.indexOf('=')
      jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
    const location = response.headers.get('location')
    if (location) {
      const next = new URL(location, url)
      if (next.href.startsWith(redirectUri)) return next
      url = next
      init = {}
      continue
    }
    const html = await response.text()
    if (html.includes('role="alert"')) throw new Error('the provider refused the username or password')
    const form = /<form method="post" action="([^"]+)"/.exec(html)
    if (!form) throw new Error(`no sign-in form at ${url.href} (${response.status}): ${html.slice(0, 300)}`)
    url = new URL(action === 'login' ? form[1] : form[1].replace(/\/login$/, '/abort'), url)
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password }).toString(),
    }
  }
  throw new Error('too many redirects at the provider')
}
