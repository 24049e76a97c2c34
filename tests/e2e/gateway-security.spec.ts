import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test, expect, signIn, pickTenantIfAsked } from '../support/fixtures'
import { gateway, loginToken } from '../support/api'
import { startProduct, type Product } from '../support/product'
import { installProbe, startProbeOrigin, type ProbeOrigin } from '../support/vendor-probe'
import { frameOf } from '../support/probe'

/** A page on another port of the same host: what an attacker's app next to the portal serves. */
async function servePage(html: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://localhost:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

const staffRole = async (shell: string) => {
  const admin = await loginToken(shell, 'admin', 'Admin@12345')
  const roles = (
    await gateway<Array<{ id: number; nameEn: string | null; functionIds: string[] }>>(
      shell,
      '/joyhr/web/authRole/list',
      {},
      admin,
    )
  ).result!
  return roles.find((role) => role.nameEn === 'Staff')!
}

test('a form auto-posted by another port of the same host cannot change a role while admin is signed in', async ({
  page,
  shell,
}) => {
  await signIn(page, shell, 'admin')
  const before = await staffRole(shell)
  const attacker =
    await servePage(`<!doctype html><form method="post" action="${shell}/gateway/joyhr/web/authRole/save">
    <input name="roleId" value="${before.id}"><input name="functionIds" value="1003"><input name="functionIds" value="100301">
    </form><script>document.forms[0].submit()</script>`)
  try {
    const answer = page.waitForResponse((response) => response.url().endsWith('/authRole/save'))
    await page.goto(attacker.url)
    const response = await answer
    expect(response.status()).toBe(403)
    expect(await response.json()).toMatchObject({ code: 403002 })
    expect((await staffRole(shell)).functionIds).toEqual(before.functionIds)
  } finally {
    await attacker.close()
  }
})

test.describe('with the vendor origin on the same site as the shell', () => {
  let sameSite: Product
  let vendor: ProbeOrigin
  test.beforeAll(async () => {
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const port = (probe.address() as AddressInfo).port
    await new Promise((resolve) => probe.close(resolve))
    sameSite = await startProduct({ port, shellOrigin: `http://127.0.0.1:${port}` })
    // An installed vendor app on another port of 127.0.0.1: the same site as the shell.
    vendor = await startProbeOrigin(sameSite.urls.shell)
    installProbe(sameSite.urls.shell, 'probe-vendor', `${vendor.origin}/probe-vendor/`)
  })
  test.afterAll(async () => {
    await vendor?.close()
    await sameSite?.close()
  })

  test("a vendor frame's credentialed fetch is not answered with the staff session", async ({ page }) => {
    const shell = sameSite.urls.shell
    await page.goto(`${shell}/login`)
    await page.getByLabel(/账号|Account/).fill('admin')
    await page.getByLabel(/登录密码|Login password/).fill('Admin@12345')
    await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click()
    await pickTenantIfAsked(page)
    await page.waitForURL(/\/portal\//)
    await page.goto(`${shell}/portal/probe-vendor/page-a`)
    await expect(page.frameLocator('iframe[name="probe-vendor"]').getByTestId('probe-path')).toHaveText('/page-a')
    const frame = frameOf(page, 'probe-vendor')
    expect(new URL(frame.url()).origin).toBe(vendor.origin)
    const seen = await frame.evaluate(async (gatewayUrl) => {
      try {
        const response = await fetch(`${gatewayUrl}/uac/web/getTokenInfo`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
        return JSON.stringify(await response.json())
      } catch (error) {
        return `refused: ${(error as Error).name}`
      }
    }, `${shell}/gateway`)
    expect(seen).toBe('refused: TypeError')
    const token = await page.evaluate(() => localStorage.getItem('t'))
    expect(seen).not.toContain(token)
  })
})
