import { startEnv } from './env.mjs'
import { clickMenu, waitAppReady } from './portal.mjs'
const env = await startEnv(process.cwd())
const { page } = env
const census = () => page.evaluate(() => {
  const m = {}
  for (const el of document.querySelectorAll('*')) { const k = el.tagName + '.' + (el.className && typeof el.className === 'string' ? el.className.split(' ')[0] : '') + (el.parentElement ? '<' + el.parentElement.tagName + '.' + (el.parentElement.className||'').toString().split(' ')[0] : ''); m[k] = (m[k] || 0) + 1 }
  return m
})
for (let i = 1; i <= 10; i++) { const a = `probe-${(i - 1) % 8 + 1}`; await clickMenu(page, a); await waitAppReady(page, a) }
const a0 = await census()
for (let i = 11; i <= 30; i++) { const a = `probe-${(i - 1) % 8 + 1}`; await clickMenu(page, a); await waitAppReady(page, a) }
const a1 = await census()
for (const k of Object.keys(a1)) if (a1[k] !== a0[k]) console.log(k, a0[k], a1[k])
console.log(await page.evaluate(() => document.body.innerHTML.length), await page.evaluate(() => history.length))
await env.close()
