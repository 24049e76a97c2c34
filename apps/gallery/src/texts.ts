import type { Language } from '@hr-portal/ui'

const TEXTS = {
  'zh-CN': {
    title: '共享组件', intro: '子应用可直接使用的 §2 共享组件，每种状态一览。',
    dialog: '对话框容器', openDialog: '打开对话框', openRaised: '打开 895px 对话框', dialogTitle: '编辑角色', dialogBody: '对话框内容：表单、说明或列表。',
    save: '保存', saved: '已保存', confirm: '确认对话框', openConfirm: '打开确认', openGotIt: '“我知道了”模式', confirmTitle: '删除员工',
    table: '数据表格', tree: '树形表格', selected: (n: number) => `已选 ${n} 人`, name: '姓名', account: '账号', department: '部门', age: '年龄', total: '合计',
    viewer: '图片查看', openViewer: '查看图片', upload: '上传', range: '范围筛选', card: '名片预览', pagination: '分页', rangeApplied: '已筛选',
    filter: '筛选', listPage: '通用列表页', cardTitle: '人力资源经理', cardContent: '上海市浦东新区世纪大道 100 号',
    pagedTable: '分页表格（列筛选、行按钮）', deleted: (name: string) => `已删除 ${name}`, confirmDelete: '确定删除这名员工吗？',
    longTable: '长表格', renderRows: (n: number) => `渲染 ${n.toLocaleString('zh-CN')} 行`,
    rendered: (n: number, ms: number) => `${n.toLocaleString('zh-CN')} 行已渲染，用时 ${ms} 毫秒`,
  },
  en: {
    title: 'Shared pieces', intro: 'The §2 shared pieces a sub-app can use, in each of their states.',
    dialog: 'Dialog container', openDialog: 'Open dialog', openRaised: 'Open the 895px dialog', dialogTitle: 'Edit role', dialogBody: 'Dialog content: a form, a note or a list.',
    save: 'Save', saved: 'Saved', confirm: 'Confirm dialog', openConfirm: 'Open confirm', openGotIt: "'I got it' mode", confirmTitle: 'Delete staff',
    table: 'Data table', tree: 'Tree table', selected: (n: number) => `${n} selected`, name: 'Name', account: 'Account', department: 'Department', age: 'Age', total: 'Total',
    viewer: 'Image viewer', openViewer: 'View pictures', upload: 'Upload', range: 'Range filter', card: 'Business card', pagination: 'Pagination', rangeApplied: 'Filtered',
    filter: 'Filter', listPage: 'Generic list page', cardTitle: 'HR Manager', cardContent: '100 Century Avenue, Pudong, Shanghai',
    pagedTable: 'Paged table (column filters, row buttons)', deleted: (name: string) => `${name} deleted`, confirmDelete: 'Delete this member of staff?',
    longTable: 'Long table', renderRows: (n: number) => `Render ${n.toLocaleString('en')} rows`,
    rendered: (n: number, ms: number) => `${n.toLocaleString('en')} rows rendered in ${ms} ms`,
  },
}

export type GalleryTexts = (typeof TEXTS)['en']
export const textsOf = (language: Language): GalleryTexts => TEXTS[language] ?? TEXTS['zh-CN']
