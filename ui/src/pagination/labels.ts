import type { PaginationLabels } from './pagination-bar'

/** The pagination bar's texts in both languages, for pieces that page on their own (the data table). */
export const paginationLabels: Record<'zh-CN' | 'en', PaginationLabels> = {
  'zh-CN': {
    nav: '分页',
    total: (total) => `共 ${total} 条`,
    size: '每页条数',
    prev: '上一页',
    next: '下一页',
    current: (page, pages) => `${page} / ${pages}`,
    goTo: '前往页',
  },
  en: {
    nav: 'Pagination',
    total: (total) => `${total} in total`,
    size: 'Rows per page',
    prev: 'Previous',
    next: 'Next',
    current: (page, pages) => `${page} / ${pages}`,
    goTo: 'Go to page',
  },
}
