import type { PaginationLabels } from '../pagination/pagination-bar'
import { paginationLabels } from '../pagination/labels'

export interface DataTableLabels {
  selectAll: string
  selectRow: string
  expand: string
  collapse: string
  empty: string
  /** The empty body while the rows' first answer is out. */
  loading: string
  resize: (column: string) => string
  /** The name of a column's filter box. */
  filter: (column: string) => string
  /** The row buttons' column. */
  actions: string
  pagination: PaginationLabels
}

export const dataTableLabels: Record<'zh-CN' | 'en', DataTableLabels> = {
  'zh-CN': {
    selectAll: '全选',
    selectRow: '选择本行',
    expand: '展开',
    collapse: '收起',
    empty: '暂无数据',
    loading: '加载中…',
    resize: (c) => `调整“${c}”列宽`,
    filter: (c) => `筛选“${c}”`,
    actions: '操作',
    pagination: paginationLabels['zh-CN'],
  },
  en: {
    selectAll: 'Select all',
    selectRow: 'Select row',
    expand: 'Expand',
    collapse: 'Collapse',
    empty: 'No data',
    loading: 'Loading…',
    resize: (c) => `Resize column ${c}`,
    filter: (c) => `Filter ${c}`,
    actions: 'Actions',
    pagination: paginationLabels.en,
  },
}
