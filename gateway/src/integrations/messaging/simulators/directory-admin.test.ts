import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DINGTALK_DEMO } from './dingtalk-demo'
import { startDingtalkSimulator } from './dingtalk-simulator'
import type { RunningSimulator } from './http-server'

describe("the stand-in's directory admin page", () => {
  let simulator: RunningSimulator
  const form = (path: string, fields: Record<string, string>) =>
    fetch(`${simulator.url}${path}`, {
      method: 'POST',
      body: new URLSearchParams({ form: '1', ...fields }),
      redirect: 'manual',
    })

  beforeAll(async () => {
    simulator = await startDingtalkSimulator({
      host: '127.0.0.1',
      portalOrigin: 'http://127.0.0.1:1',
      clientId: DINGTALK_DEMO.appKey,
      clientSecret: DINGTALK_DEMO.appSecret,
      corpId: DINGTALK_DEMO.corpId,
    })
  })
  afterAll(() => simulator.close())

  it('shows the demo credentials, the tree and the people, labelled in both languages', async () => {
    const page = await (await fetch(`${simulator.url}/sim/directory`)).text()
    for (const value of Object.values(DINGTALK_DEMO)) expect(page).toContain(value)
    expect(page).toContain('回调地址 Callback URL')
    expect(page).toContain('前端组')
    expect(page).toContain('dt-staff')
  })

  it('applies a form post and comes back to the page with the outcome; a refused change says why', async () => {
    const saved = await form('/sim/directory/departments/4', { name: '销售与市场部', parentKey: '1' })
    expect(saved.status).toBe(303)
    expect(new URL(saved.headers.get('location')!, simulator.url).searchParams.get('message')).toBe('已保存 · Saved')
    expect(await (await fetch(`${simulator.url}/sim/directory?message=x`)).text()).toContain('销售与市场部')
    const refused = await form('/sim/directory/departments/3/remove', {})
    expect(new URL(refused.headers.get('location')!, simulator.url).searchParams.get('message')).toBe(
      '部门下还有子部门或成员 · the department still has departments or people',
    )
    const bad = await form('/sim/callback-url', { url: 'not a url' })
    expect(new URL(bad.headers.get('location')!, simulator.url).searchParams.get('message')).toContain(
      'not an http(s) URL',
    )
  })

  it('answers JSON for tests: a person with a taken mobile is refused', async () => {
    const answer = await fetch(`${simulator.url}/sim/directory/people`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'twin', name: '重号', mobile: '13547620649', departmentKeys: [2] }),
    })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ ok: false, error: '手机号已被占用 · another person has this mobile' })
  })
})
