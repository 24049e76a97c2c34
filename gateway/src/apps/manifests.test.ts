import { describe, expect, it } from 'vitest'
import { parseManifest } from './manifests'

const base = {
  name: 'leave', code: 'leave', party: 'first', title: { 'zh-CN': '假勤', en: 'Leave' },
  capabilities: ['ui', 'ui.dialog', 'storage', 'nav.apps', 'events', 'keys', 'perf'], menus: [],
}

describe('app manifests', () => {
  it('takes the bridge 2 capabilities, intents, event topics and preload', () => {
    const parsed = parseManifest({
      ...base, intents: { 'leave.view': '/requests/:id' }, events: { publish: ['staff.changed'], subscribe: ['org.selected'] }, preload: false,
    }, 'leave', 'first')
    expect(parsed).toMatchObject({ intents: { 'leave.view': '/requests/:id' }, events: { publish: ['staff.changed'], subscribe: ['org.selected'] }, preload: false })
  })

  it.each([
    [{ capabilities: ['ui', 'root'] }, 'unknown capability'],
    [{ intents: { view: '/x' } }, 'intents must map dotted names to paths: { "staff.view": "/users/:id" }'],
    [{ intents: { 'leave.view': 'https://evil.example/' } }, 'intents must map dotted names to paths: { "staff.view": "/users/:id" }'],
    [{ events: { publish: ['Not A Topic'] } }, 'events must be { publish?: [topic], subscribe?: [topic] }'],
    [{ events: { listen: ['staff.changed'] } }, 'events must be { publish?: [topic], subscribe?: [topic] }'],
    [{ preload: 'no' }, 'preload must be true or false'],
  ])('refuses %j', (change, reason) => {
    expect(parseManifest({ ...base, ...change }, 'leave', 'first')).toBe(reason)
  })
})
