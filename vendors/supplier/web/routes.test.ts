import { describe, expect, it } from 'vitest'
import { routeOf } from './routes'

describe('routes', () => {
  it("know the list, the onboarding form and a supplier's page, and nothing else", () => {
    expect(routeOf('/list')).toEqual({ page: 'list' })
    expect(routeOf('/new')).toEqual({ page: 'new' })
    expect(routeOf('/suppliers/42')).toEqual({ page: 'detail', id: 42 })
    for (const path of ['/', '/suppliers/0', '/suppliers/x', '/suppliers/42/extra']) expect(routeOf(path)).toBeNull()
  })
})
