import type { PaginationLabels } from '@hr-portal/ui'

/** The pagination bar's texts in the current language. */
export function paginationLabels(t: (key: string, params?: Record<string, unknown>) => string): PaginationLabels {
  return {
    nav: t('pager.nav'),
    total: (total) => t('pager.total', { total }),
    size: t('pager.size'),
    prev: t('pager.prev'),
    next: t('pager.next'),
    current: (page, totalPage) => t('pager.page', { page, totalPage }),
    goTo: t('pager.goTo'),
  }
}
