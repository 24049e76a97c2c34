import { describe, expect, it } from 'vitest'
import type { AppRoute } from '../session/menus'
import { availableWidgets, moved, placedOf, resolveLayout } from './layout'

const app = (code: string, ids: string[]) =>
  ({
    code,
    routerBase: `/portal/${code}`,
    manifest: { name: code, widgets: ids.map((id) => ({ id, title: id, page: `/widgets/${id}`, size: 'small' })) },
  }) as unknown as AppRoute

describe('the dashboard layout', () => {
  const apps = [app('kaoqin', ['leave-balance']), app('approval', ['waiting']), app('ums', [])]
  const available = availableWidgets(apps)

  it('offers every widget of the apps in the menus, in menu order', () => {
    expect(placedOf(available)).toEqual([
      { app: 'kaoqin', widget: 'leave-balance' },
      { app: 'approval', widget: 'waiting' },
    ])
  })

  it('offers a widget that names a function only to those holding it', () => {
    const team = app('kaoqin', ['team-out'])
    team.manifest!.widgets![0].functionId = '8006'
    expect(availableWidgets([team], (id) => id === '8006')).toHaveLength(1)
    expect(availableWidgets([team], () => false)).toEqual([])
  })

  it('shows every widget when nothing is stored, and the stored order otherwise', () => {
    expect(resolveLayout(null, available)).toEqual(available)
    expect(
      placedOf(
        resolveLayout(
          [
            { app: 'approval', widget: 'waiting' },
            { app: 'kaoqin', widget: 'leave-balance' },
          ],
          available,
        ),
      ),
    ).toEqual([
      { app: 'approval', widget: 'waiting' },
      { app: 'kaoqin', widget: 'leave-balance' },
    ])
  })

  it('leaves out stored widgets the user may no longer see', () => {
    expect(
      placedOf(
        resolveLayout(
          [
            { app: 'salary', widget: 'latest-payslip' },
            { app: 'kaoqin', widget: 'leave-balance' },
          ],
          available,
        ),
      ),
    ).toEqual([{ app: 'kaoqin', widget: 'leave-balance' }])
    expect(resolveLayout([], available)).toEqual([])
  })

  it('moves an item by places, stopping at either end', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(moved(['a', 'b', 'c'], 2, -2)).toEqual(['c', 'a', 'b'])
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(moved(['a', 'b', 'c'], 1, 5)).toEqual(['a', 'c', 'b'])
  })
})
