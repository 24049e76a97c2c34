import type { ReportDefinition } from '../../../core/report-registry'
import { headcountSummary } from '../headcount'
import { pageViewReport } from '../tracking/page-views'
import { PAGE_VIEWS_FUNCTION } from '../tracking/routes'

/** Hires and leavers per month over the last months (the BI app's headcount page, function 4001). */
export const headcountReport: ReportDefinition = {
  code: 'headcountTurnover',
  app: 'bi-report',
  functionId: '4001',
  title: { zh: '人数与流动', en: 'Headcount and turnover' },
  description: { zh: '近几个月每月的入职与离职人数', en: 'Hires and leavers in each of the last months' },
  params: [
    {
      name: 'months',
      kind: 'count',
      label: { zh: '月数', en: 'Months' },
      required: false,
      min: 1,
      max: 36,
      default: 12,
    },
  ],
  async run({ db, tenantId, now, params }) {
    const summary = await headcountSummary(db, tenantId, now, Number(params.months))
    return {
      columns: [
        { key: 'month', title: { zh: '月份', en: 'Month' } },
        { key: 'hires', title: { zh: '入职', en: 'Hires' }, numeric: true },
        { key: 'leavers', title: { zh: '离职', en: 'Leavers' }, numeric: true },
      ],
      rows: summary.byMonth.map((month) => ({ ...month })),
      chart: { label: 'month', series: ['hires', 'leavers'] },
    }
  },
}

/** The most viewed pages of the portal over the last days (the BI app's page-views page, function 4003). */
export const pageViewsReport: ReportDefinition = {
  code: 'pageViews',
  app: 'bi-report',
  functionId: PAGE_VIEWS_FUNCTION,
  title: { zh: '页面访问', en: 'Page views' },
  description: { zh: '近几天访问最多的页面及访问人数', en: 'The most viewed pages and how many people viewed them' },
  params: [
    { name: 'days', kind: 'count', label: { zh: '天数', en: 'Days' }, required: false, min: 1, max: 90, default: 30 },
  ],
  async run({ db, tenantId, now, params }) {
    const views = await pageViewReport(db, tenantId, now, Number(params.days))
    return {
      columns: [
        { key: 'app', title: { zh: '应用', en: 'App' } },
        { key: 'page', title: { zh: '页面', en: 'Page' } },
        { key: 'views', title: { zh: '访问次数', en: 'Views' }, numeric: true },
        { key: 'users', title: { zh: '访问人数', en: 'People' }, numeric: true },
      ],
      rows: views.pages.map((row) => ({ ...row })),
      chart: { label: 'page', series: ['views', 'users'] },
    }
  },
}
