import type { QuickFiltersLabels } from './types'

export const quickFiltersLabels: Record<'zh-CN' | 'en', QuickFiltersLabels> = {
  'zh-CN': {
    title: '快速查询',
    all: '全部',
    from: '开始日期',
    to: '结束日期',
    apply: '查询',
    reset: '重置',
    fromAfterTo: '{label}：开始日期不能晚于结束日期',
  },
  en: {
    title: 'Quick query',
    all: 'All',
    from: 'From',
    to: 'To',
    apply: 'Search',
    reset: 'Reset',
    fromAfterTo: '{label}: the start date cannot be after the end date',
  },
}
