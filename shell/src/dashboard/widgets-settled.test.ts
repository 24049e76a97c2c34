import { afterEach, describe, expect, it } from 'vitest'
import { $pageReady, setPageReady } from '../lib/page-ready'
import { widgetLoading, widgetSettled } from './widgets-settled'

describe('the dashboard has its content once its loading widgets settled', () => {
  afterEach(() => setPageReady(false))

  it('waits for the last widget with a frame, not the first', () => {
    widgetLoading('kaoqin/leave-balance')
    widgetLoading('approval/waiting')
    widgetLoading('salary/latest-payslip')
    widgetSettled('approval/waiting')
    expect($pageReady.get()).toBe(false)
    widgetSettled('kaoqin/leave-balance')
    expect($pageReady.get()).toBe(false)
    widgetSettled('salary/latest-payslip')
    expect($pageReady.get()).toBe(true)
  })

  it('counts a widget once however often it says it loads', () => {
    widgetLoading('kaoqin/team-out')
    widgetLoading('kaoqin/team-out')
    widgetSettled('kaoqin/team-out')
    expect($pageReady.get()).toBe(true)
  })
})
