import { test, expect } from '../support/fixtures'

// The tab icon: /favicon.ico, which browsers ask for on their own, is the portal's icon or the host's brand's logo.

test("/favicon.ico is the portal's own icon on the plain host and the brand's logo on a brand host", async ({
  page,
  shell,
}) => {
  const own = await page.request.get(`${shell}/favicon.ico`)
  expect(own.status()).toBe(200)
  expect(own.headers()['content-type']).toBe('image/svg+xml')
  expect(await own.text()).toMatch(/^<svg [^>]*viewBox="0 0 32 32"/)
  // The browser resolves *.localhost (the demo's brand hosts) itself.
  const weihai = await page.goto(`${shell.replace('//localhost', '//weihai.localhost')}/favicon.ico`)
  expect(weihai?.status()).toBe(200)
  expect(weihai?.headers()['content-type']).toBe('image/svg+xml')
  expect(await weihai?.text()).toContain('>WH</text>')

  // The browser draws it: an image with a size, not a broken one.
  await page.goto(`${shell}/login`)
  const size = await page.evaluate(async () => {
    const image = new Image()
    image.src = '/favicon.ico'
    await image.decode()
    return [image.naturalWidth, image.naturalHeight]
  })
  expect(size[0]).toBeGreaterThan(0)
  expect(size[1]).toBeGreaterThan(0)
})
