import type { ListPageLabels } from './types'

export const listPageLabels: Record<'zh-CN' | 'en', ListPageLabels> = {
  'zh-CN': {
    asideSearch: '搜索部门', asideSearchPlaceholder: '部门...', add: '新增', search: '搜索', searchPlaceholder: '搜索',
    total: '全部', collapseAside: '收起侧栏', expandAside: '展开侧栏', collapseNav: '收起导航', expandNav: '展开导航',
    editList: '编辑列表', approval: '审批', bizType: '业务类型', bizId: '业务编号', status: '状态',
  },
  en: {
    asideSearch: 'Search departments', asideSearchPlaceholder: 'department...', add: 'add', search: 'search', searchPlaceholder: 'search',
    total: 'Total', collapseAside: 'Collapse the side panel', expandAside: 'Expand the side panel', collapseNav: 'Collapse the navigation',
    expandNav: 'Expand the navigation', editList: 'Edit list', approval: 'Approval', bizType: 'Business type', bizId: 'Business id', status: 'Status',
  },
}
