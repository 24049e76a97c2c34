import { startEnv } from './lib/env.mjs'
const env = await startEnv(process.cwd())
const { page } = env
const appsOrigin = await page.evaluate(() => document.querySelector('iframe')?.src && new URL(document.querySelector('iframe').src).origin)
console.log('apps', appsOrigin)
for (const path of ['/_blank', '/probe-7/page-a', '/probe-8/page-a', '/probe-7/page-b', '/_blank', '/probe-6/page-a']) {
  await page.waitForTimeout(800)
  const r = await page.evaluate(({ src }) => new Promise((resolve) => {
    const f = document.createElement('iframe'); f.style.cssText = 'position:fixed;left:0;top:0;width:800px;height:600px'
    f.name = 'raw' + Math.random()
    const t0 = performance.timeOrigin + performance.now()
    let appended
    f.onload = () => resolve({ appended: appended - t0, load: performance.timeOrigin + performance.now() - t0, name: f.name })
    f.src = src; document.body.appendChild(f); appended = performance.timeOrigin + performance.now()
  }), { src: appsOrigin + path })
  const frame = page.frames().find((fr) => fr.name() === r.name)
  const f = await frame.evaluate(() => { const n = performance.getEntriesByType('navigation')[0]; return { o: performance.timeOrigin, req: n.requestStart, resp: n.responseStart, respEnd: n.responseEnd, domInt: n.domInteractive, dcl: n.domContentLoadedEventEnd } })
  await page.evaluate((n) => document.querySelector(`iframe[name="${n}"]`).remove(), r.name)
  const t0 = await page.evaluate(() => 0)
  console.log(path, JSON.stringify(r), JSON.stringify(Object.fromEntries(Object.entries(f).map(([k, v]) => [k, Math.round(v * 10) / 10]))))
}
await env.close()
