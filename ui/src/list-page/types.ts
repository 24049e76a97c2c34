import type { ReactNode } from 'react'
import type { NoAccessLabels } from '../no-access/labels'

/** §3 statistics state: the active status, the total, counts by status and three format lists (blue, yellow, green). */
export interface StatisticsState {
  activeStatus: string | null
  total: number
  countData: Record<string, number>
  /** The counts are not known yet (the list's first answer is out): they show as "…", not as 0. */
  loading?: boolean
  formats: { blue: StatItem[]; yellow: StatItem[]; green: StatItem[] }
}

export interface StatItem {
  status: string
  /** The group's label. */
  value: string
}

/** The approval block of a list page: which approval list, business type and id, and its status. */
export interface ApprovalBlock {
  list: string
  bizType: string
  bizId: string
  status: string
}

export interface ListPageLabels {
  asideSearch: string
  asideSearchPlaceholder: string
  add: string
  search: string
  searchPlaceholder: string
  total: string
  collapseAside: string
  expandAside: string
  collapseNav: string
  expandNav: string
  editList: string
  approval: string
  bizType: string
  bizId: string
  status: string
}

export interface ListPageProps {
  title: string
  labels: ListPageLabels
  /** The aside tree; it gets the aside search text. */
  aside?: (search: string) => ReactNode
  statistics?: StatisticsState
  onStatus?: (status: string | null) => void
  onSearch: (keyword: string) => void
  onAdd?: () => void
  /** Extra toolbar content (batch buttons …). */
  actions?: ReactNode
  editable?: boolean
  onEditableChange?: (editable: boolean) => void
  approval?: ApprovalBlock
  /** The list: usually a DataTable and a PaginationBar. */
  children: ReactNode
  /** A dialog the page opens (a DialogContainer). */
  dialog?: ReactNode
  /** The list's call was refused for permission (see isNoAccess): the page shows the no-access state with these labels only. */
  noAccess?: NoAccessLabels | null
}
