// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { barLabel, ReportChart } from './report-chart'

describe('the report chart', () => {
  it('labels each bar by what tells it apart: the last part of a department path, cut with an ellipsis', () => {
    expect(barLabel('Demo Co / 研发中心 / 平台研发部')).toBe('平台研发部')
    expect(barLabel('Demo Co / Platform Engineering')).toBe('Platfor…')
    expect(barLabel('2026-05')).toBe('2026-05')
    expect(barLabel(undefined)).toBe('')
  })

  it('draws bars of departments under one company with their own names, not the company each time', () => {
    const table = {
      columns: [
        { key: 'department', title: 'Department' },
        { key: 'gross', title: 'Gross pay', numeric: true },
      ],
      rows: [
        { department: 'Demo Co / 研发中心', gross: 100 },
        { department: 'Demo Co / 产品中心', gross: 80 },
      ],
      chart: { label: 'department', series: ['gross'] },
      total: 2,
    }
    const { container } = render(<ReportChart table={table as never} title="Payroll by department" />)
    const labels = [...container.querySelectorAll('g > text')].map((text) => text.textContent)
    expect(labels).toEqual(['研发中心', '产品中心'])
    expect(container.querySelector('rect title')?.textContent).toBe('Demo Co / 研发中心 · Gross pay: 100')
  })
})
