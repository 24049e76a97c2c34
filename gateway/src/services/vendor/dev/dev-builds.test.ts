import { describe, expect, it } from 'vitest'
import type { MicroApp } from '../../../apps/registry'
import { withDevBuilds } from './dev-builds'

const micro = (name: string, party: 'first' | 'third', origin: string): MicroApp => ({
  name,
  title: name,
  entry: `${origin}/${name}/`,
  origin,
  party,
  capabilities: [],
  activeRule: `/portal/${name}`,
})

describe('a menu tree with development builds', () => {
  const tree = [
    { code: 'ums', microApp: micro('system', 'first', 'http://127.0.0.1:4101') },
    { code: 'alpha', microApp: micro('alpha', 'third', 'https://alpha.vendor.example') },
    { code: 'index', microApp: null },
  ]

  it("loads an installed app's build from its own origin, marked, and leaves the rest as it was", () => {
    const built = withDevBuilds(tree, [{ code: 'alpha', url: 'http://localhost:5173/' }])
    expect(built[1].microApp).toEqual({
      ...tree[1].microApp,
      entry: 'http://localhost:5173/',
      origin: 'http://localhost:5173',
      dev: true,
    })
    expect(built[0]).toBe(tree[0])
    expect(built[2]).toBe(tree[2])
  })

  it('never points a first-party app elsewhere', () => {
    expect(withDevBuilds(tree, [{ code: 'ums', url: 'http://localhost:5173/' }])[0]).toBe(tree[0])
  })
})
