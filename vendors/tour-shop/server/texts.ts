// The backend's words, in both languages: API error messages and the vendor console's pages.
export type Lang = 'zh-CN' | 'en'

const zh = {
  'error.badInput': '请求内容不正确：{{detail}}',
  'error.badToken': '应用令牌无效，请刷新页面后重试',
  'error.tokenExpired': '应用令牌已过期，请重试',
  'error.tripNotFound': '该旅游产品不存在或已下架',
  'error.dateNotOffered': '该产品没有 {{date}} 出发的团期',
  'error.notEnoughSeats': '{{date}} 出发的团期只剩 {{left}} 个名额',
  'error.noBudget': '贵公司尚未设置 {{year}} 年的福利预算，暂时无法预订',
  'error.overBudget': '本次预订金额 ¥{{amount}} 超出您今年剩余的福利预算 ¥{{left}}',
  'error.bookingNotFound': '找不到该预订',
  'error.notPending': '只有待审批的预订可以取消',
  'error.notConsented': '管理员安装本应用时未授权发起审批，暂时无法预订',
  'error.portalRefused': '门户拒绝了审批请求：{{detail}}',
  'error.portalUnavailable': '暂时无法连接门户，请稍后重试',
  'error.internal': '系统出错了，请稍后重试',
  'approval.title': '旅游预订：{{trip}}',
  'approval.summary':
    '{{trip}}（{{destination}}，{{days}} 天），{{date}} 出发，{{travellers}} 人，合计 ¥{{amount}}，从年度福利预算中扣除。',
  'console.title': '旅游商城 · 供应商后台',
  'console.signIn': '登录',
  'console.signOut': '退出登录',
  'console.password': '后台密码',
  'console.wrongPassword': '密码不正确',
  'console.tooManyTries': '尝试次数过多，请一分钟后再试',
  'console.tenants': '客户企业',
  'console.noTenants': '还没有企业使用过本应用。员工在门户中打开旅游商城后，其企业会出现在这里。',
  'console.tenant': '企业 {{tid}}',
  'console.firstSeen': '首次使用',
  'console.lastSeen': '最近使用',
  'console.back': '返回企业列表',
  'console.budget': '年度福利预算（每位员工）',
  'console.year': '年份',
  'console.amount': '金额（元）',
  'console.save': '保存',
  'console.saved': '已保存',
  'console.noBudgetYet': '未设置',
  'console.trips': '旅游产品',
  'console.noTrips': '还没有旅游产品',
  'console.addTrip': '新增旅游产品',
  'console.editTrip': '编辑旅游产品',
  'console.titleZh': '中文名称',
  'console.titleEn': '英文名称',
  'console.destination': '目的地',
  'console.days': '天数',
  'console.price': '每人价格（元）',
  'console.seats': '每团名额',
  'console.dates': '出发日期（每行一个，YYYY-MM-DD）',
  'console.edit': '编辑',
  'console.delete': '删除',
  'console.deleted': '已删除',
  'console.tripDeleteBlocked': '该产品还有待审批或已批准的预订，不能删除',
  'console.fixErrors': '请修改以下内容：',
  'console.field.required': '{{field}}：必填',
  'console.field.tooLong': '{{field}}：最多 {{max}} 个字',
  'console.field.integer': '{{field}}：应为 {{min}} 到 {{max}} 之间的整数',
  'console.field.money': '{{field}}：应为金额，如 1599 或 1599.50',
  'console.field.dates': '{{field}}：每行一个日期（YYYY-MM-DD），最多 50 个',
  'console.language': 'English',
  'console.notFound': '页面不存在',
  'console.badRequest': '请求无效，请返回重试',
} as const

export type TextKey = keyof typeof zh

const en: Record<TextKey, string> = {
  'error.badInput': 'The request is not valid: {{detail}}',
  'error.badToken': 'The app token is not valid; reload the page and try again',
  'error.tokenExpired': 'The app token has expired; try again',
  'error.tripNotFound': 'This trip does not exist or is no longer offered',
  'error.dateNotOffered': 'This trip has no departure on {{date}}',
  'error.notEnoughSeats': 'Only {{left}} seats are left on the departure of {{date}}',
  'error.noBudget': 'Your company has not set a welfare budget for {{year}} yet, so trips cannot be booked',
  'error.overBudget': 'This booking costs ¥{{amount}}, more than the ¥{{left}} left of your welfare budget this year',
  'error.bookingNotFound': 'This booking was not found',
  'error.notPending': 'Only a booking awaiting approval can be cancelled',
  'error.notConsented':
    'The administrator did not allow this app to start approvals when installing it, so trips cannot be booked',
  'error.portalRefused': 'The portal refused the approval request: {{detail}}',
  'error.portalUnavailable': 'The portal cannot be reached right now; try again later',
  'error.internal': 'Something went wrong; try again later',
  'approval.title': 'Trip booking: {{trip}}',
  'approval.summary':
    '{{trip}} ({{destination}}, {{days}} days), departing {{date}}, {{travellers}} travellers, ¥{{amount}} in total, charged to the yearly welfare budget.',
  'console.title': 'Tour shop · vendor console',
  'console.signIn': 'Sign in',
  'console.signOut': 'Sign out',
  'console.password': 'Console password',
  'console.wrongPassword': 'The password is wrong',
  'console.tooManyTries': 'Too many tries; wait a minute and try again',
  'console.tenants': 'Customer companies',
  'console.noTenants':
    'No company has used the app yet. A company appears here once its staff open the tour shop in their portal.',
  'console.tenant': 'Company {{tid}}',
  'console.firstSeen': 'First use',
  'console.lastSeen': 'Last use',
  'console.back': 'Back to the companies',
  'console.budget': 'Yearly welfare budget (per employee)',
  'console.year': 'Year',
  'console.amount': 'Amount (yuan)',
  'console.save': 'Save',
  'console.saved': 'Saved',
  'console.noBudgetYet': 'not set',
  'console.trips': 'Trips',
  'console.noTrips': 'No trips yet',
  'console.addTrip': 'Add a trip',
  'console.editTrip': 'Edit the trip',
  'console.titleZh': 'Title in Chinese',
  'console.titleEn': 'Title in English',
  'console.destination': 'Destination',
  'console.days': 'Days',
  'console.price': 'Price per person (yuan)',
  'console.seats': 'Seats per departure',
  'console.dates': 'Departure dates (one a line, YYYY-MM-DD)',
  'console.edit': 'Edit',
  'console.delete': 'Delete',
  'console.deleted': 'Deleted',
  'console.tripDeleteBlocked': 'This trip has bookings awaiting approval or approved, so it cannot be deleted',
  'console.fixErrors': 'Please correct the following:',
  'console.field.required': '{{field}}: required',
  'console.field.tooLong': '{{field}}: {{max}} characters at most',
  'console.field.integer': '{{field}}: a whole number from {{min}} to {{max}}',
  'console.field.money': '{{field}}: an amount such as 1599 or 1599.50',
  'console.field.dates': '{{field}}: one date a line (YYYY-MM-DD), 50 at most',
  'console.language': '中文',
  'console.notFound': 'This page does not exist',
  'console.badRequest': 'The request is not valid; go back and try again',
}

const catalogues: Record<Lang, Record<TextKey, string>> = { 'zh-CN': zh, en }

export type Params = Record<string, string | number>

/** The text of `key` in `lang`, with `{{name}}` filled from `params`. */
export function say(lang: Lang, key: TextKey, params: Params = {}): string {
  return catalogues[lang][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''))
}

/** English for an `Accept-Language` (or a cookie) that starts with `en`, else Chinese. */
export const langOf = (value: string | undefined): Lang => (/^\s*en/i.test(value ?? '') ? 'en' : 'zh-CN')

export const testCatalogues = catalogues
