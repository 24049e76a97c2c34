// @vitest-environment jsdom
import { createEnvStore } from '@hr-portal/bridge'
import { HttpError } from '@hr-portal/bridge/http'
import { screen, waitFor, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import type { PerfSummaryRow } from './load-perf'
import { mountPerfPage } from './perf-page'

const rows: PerfSummaryRow[] = [
  { app: 'supplier', name: 'load', count: 5, p50: 812.4, p75: 900, p95: 1500 },
  { app: 'supplier', name: 'cls', count: 5, p50: 0.02, p75: 0.05, p95: 0.1 },
]

/** A summary the test settles by hand, with the periods it was asked for. */
function fakeLoad() {
  const asked: number[] = []
  const pending: Array<{ resolve(rows: PerfSummaryRow[]): void; reject(error: Error): void }> = []
  const load = (days: number) => {
    asked.push(days)
    return new Promise<PerfSummaryRow[]>((resolve, reject) => pending.push({ resolve, reject }))
  }
  return { asked, pending, load }
}

async function expectAccessible() {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  })
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

function mount(language: 'zh-CN' | 'en' = 'en') {
  const root = document.createElement('main')
  document.body.replaceChildren(root)
  const env = createEnvStore({ language, theme: 'blue', tenant: null, themeVars: {} })
  const summary = fakeLoad()
  const dispose = mountPerfPage(root, { env, load: summary.load })
  return { env, summary, dispose }
}

afterEach(() => document.body.replaceChildren())

describe('app performance page', () => {
  it('is accessible and shows the summary as a table with a caption and headers', async () => {
    const { summary } = mount()
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    summary.pending[0].resolve(rows)
    const table = await screen.findByRole('table', { name: /Web vitals per app over the last 7 days/ })
    await expectAccessible()
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['App', 'Metric', 'Samples', 'p50', 'p75', 'p95'])
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((tr) => [...tr.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['supplier', 'Load time', '5', '812 ms', '900 ms', '1,500 ms'],
      ['supplier', 'Cumulative layout shift (CLS)', '5', '0.02', '0.05', '0.1'],
    ])
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('App performance')
  })

  it('loads the chosen period from a labelled selector, ignoring a slower answer for the previous one', async () => {
    const { summary } = mount()
    const select = screen.getByRole('combobox', { name: 'Period' })
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
    ])
    await userEvent.selectOptions(select, '30')
    expect(summary.asked).toEqual([7, 30])
    summary.pending[1].resolve(rows.slice(0, 1))
    summary.pending[0].resolve(rows)
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2))
    expect(screen.getByRole('table').querySelector('caption')!.textContent).toContain('last 30 days')
  })

  it('says when loading failed and tries again on request', async () => {
    const { summary } = mount()
    summary.pending[0].reject(new Error("You don't have permission"))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain("Failed to load: You don't have permission")
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(summary.asked).toEqual([7, 7])
    summary.pending[1].resolve([])
    expect((await screen.findByTestId('report-empty')).textContent).toBe('No data')
  })

  it('says the user may not see the report when the gateway refuses it for permission, with no retry', async () => {
    const { summary } = mount()
    summary.pending[0].reject(
      new HttpError('server_code', "You don't have permission", {
        method: 'POST',
        url: '/gateway/report/web/appPerf/summary',
        serverCode: 403001,
      }),
    )
    const alert = await screen.findByTestId('report-no-access')
    expect(alert.getAttribute('role')).toBe('alert')
    expect(alert.textContent).toContain("You don't have permission")
    expect(alert.textContent).not.toContain('Failed to load')
    expect(within(alert).queryByRole('button')).toBeNull()
    await expectAccessible()
  })

  it('follows the portal language, numbers included', async () => {
    const { env, summary } = mount('zh-CN')
    summary.pending[0].resolve(rows)
    await screen.findByRole('table')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('应用性能')
    expect(screen.getByRole('combobox', { name: '统计周期' })).toBeTruthy()
    env.set({ ...env.get(), language: 'en' })
    expect(screen.getByRole('columnheader', { name: 'Samples' })).toBeTruthy()
    expect(screen.getByRole('cell', { name: 'Load time' })).toBeTruthy()
  })

  it('draws nothing more once left, even when an answer arrives late', async () => {
    const { summary, dispose } = mount()
    dispose()
    summary.pending[0].resolve(rows)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(screen.queryByRole('table')).toBeNull()
  })
})
