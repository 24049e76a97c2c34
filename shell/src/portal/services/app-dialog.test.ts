import { afterEach, describe, expect, it } from 'vitest'
import type { AppRoute } from '../../session/menus'
import { $appDialog, dropAppDialog, openAppDialog } from './app-dialog'
import { intentTarget } from './app-links'

const app = (code: string, routes: string[], intents?: Record<string, string>) =>
  ({
    code,
    routerBase: `/portal/${code}`,
    manifest: { name: code, intents },
    routes: routes.map((path) => ({ path: `/portal/${code}${path}`, external: false })),
  }) as unknown as AppRoute

const approval = app('approval', ['/center'])
const attendance = app('kaoqin', ['/leave', '/requests'], { 'leave.view': '/requests/:id' })

describe("a dialog that shows another app's page (ui.dialog.open with an intent)", () => {
  afterEach(() => $appDialog.get()?.settle(null))

  it('finds the app that declares the intent and the page in it', () => {
    const target = intentTarget([approval, attendance], 'leave.view', { id: 'a/1' })
    expect(target.app.code).toBe('kaoqin')
    expect(target.appPath).toBe('/requests/a%2F1')
    expect(target.shellPath).toBe('/portal/kaoqin/requests/a%2F1')
    // Without a menu page of the attendance app the user may not open it in a dialog either.
    expect(() =>
      intentTarget([approval, app('kaoqin', ['/leave'], { 'leave.view': '/requests/:id' })], 'leave.view', { id: 1 }),
    ).toThrow(expect.objectContaining({ code: 'capability_denied' }))
  })

  it('answers the opener with what the shown page closes it with', async () => {
    const result = openAppDialog(attendance, 'dialog', { title: 'Leave', path: '/requests/1' }, 'approval')
    expect($appDialog.get()).toMatchObject({
      opener: 'approval',
      app: { code: 'kaoqin' },
      request: { path: '/requests/1' },
    })
    $appDialog.get()!.settle({ status: 'approved' })
    await expect(result).resolves.toEqual({ status: 'approved' })
    expect($appDialog.get()).toBeNull()
  })

  it('closes, answering null, when the opener goes away', async () => {
    const result = openAppDialog(attendance, 'dialog', { title: 'Leave', path: '/requests/1' }, 'approval')
    dropAppDialog('approval')
    await expect(result).resolves.toBeNull()
  })

  it('keeps one dialog at a time', async () => {
    void openAppDialog(attendance, 'dialog', { title: 'Leave', path: '/requests/1' }, 'approval')
    await expect(openAppDialog(approval, 'dialog', { title: 'x', path: '/center' })).rejects.toMatchObject({
      code: 'dialog_busy',
    })
  })
})
