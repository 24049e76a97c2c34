import type { ManifestCapability, ManifestScope, TopicName } from '@hr-portal/manifest'
import type { Lang } from '../../../core/lang'

type Said = { en: string; zh: string }

/** What each bridge capability lets an app do, in plain words for the administrator who consents. */
const capabilities: Record<ManifestCapability, Said> = {
  'session.token': {
    en: "Act with the signed-in user's full portal session",
    zh: '以当前登录用户的完整门户会话进行操作',
  },
  'session.appToken': {
    en: 'Receive a short-lived pass that tells its own server who the user is',
    zh: '获取短时有效的凭证，供其自己的服务器确认用户身份',
  },
  'session.user': {
    en: "Read the user's app-specific id and language (more only with the data scopes below)",
    zh: '读取用户在本应用中的编号和语言（其他信息须经下方数据范围授权）',
  },
  'session.report': {
    en: 'Tell the portal that the session has ended, so the user signs in again',
    zh: '告知门户会话已结束，以便用户重新登录',
  },
  perm: { en: "See which portal functions the user's roles grant", zh: '查看用户角色授予的门户功能' },
  tabs: { en: 'Open, close and rename portal tabs', zh: '打开、关闭和重命名门户标签页' },
  ui: { en: 'Show messages, confirmations and a loading sign in the portal', zh: '在门户中显示提示、确认框和加载状态' },
  'ui.dialog': { en: 'Open dialogs and side panels over the portal', zh: '在门户上打开对话框和侧边面板' },
  env: { en: 'Read the language, the theme and the company name', zh: '读取语言、主题和企业名称' },
  storage: { en: "Keep drafts in the user's browser", zh: '在用户的浏览器中保存草稿' },
  'nav.apps': { en: 'Open pages of other portal apps the user may open', zh: '打开用户有权访问的其他门户应用页面' },
  'nav.links': {
    en: 'Open outside web addresses (the user is asked first) and share links',
    zh: '打开外部网址（先征得用户同意）和分享链接',
  },
  events: { en: 'Send and hear the portal events listed below', zh: '发送和接收下方列出的门户事件' },
  messages: { en: "Hear the user's new portal messages", zh: '接收用户的新门户消息' },
  'messages.send': {
    en: 'Send portal messages to colleagues in the name of the user',
    zh: '以当前用户的名义向同事发送门户消息',
  },
  keys: { en: 'Register keyboard shortcuts', zh: '注册键盘快捷键' },
  perf: { en: 'Report how fast its pages load', zh: '上报其页面加载速度' },
  track: { en: 'Record how its pages are used', zh: '记录其页面的使用情况' },
  tour: { en: 'Show a guided tour of the portal', zh: '显示门户引导教程' },
}

/** What each data scope lets an app read, in plain words. */
const scopes: Record<ManifestScope, Said> = {
  'user.name': { en: "The user's name", zh: '用户的姓名' },
  'user.email': { en: "The user's e-mail address", zh: '用户的电子邮箱' },
  'user.jobNumber': { en: "The user's job number", zh: '用户的工号' },
  'directory.read': {
    en: 'The staff directory of the company (names, units, contact details), from its own server',
    zh: '企业的人员通讯录（姓名、部门、联系方式），由其服务器读取',
  },
  'org.read': { en: 'The organisation units of the company', zh: '企业的组织架构' },
  'approvals.start': {
    en: 'Start portal approvals for the user and follow their state',
    zh: '为用户发起门户审批并跟踪审批状态',
  },
  'leave.read': {
    en: "Staff's leave balances (days granted, used and left), from its own server",
    zh: '员工的假期余额（应有、已休及剩余天数），由其服务器读取',
  },
  'attendance.read': {
    en: "Staff's monthly attendance summaries once a month is locked, from its own server",
    zh: '员工已锁定月份的考勤月度汇总，由其服务器读取',
  },
}

/** What each event topic tells, as a third-party app hears it (manifest topic-scopes.ts). */
const topics: Record<TopicName, Said> = {
  'staff.changed': {
    en: 'a member of staff was added, changed or left (their id in this app and their name)',
    zh: '有人员新增、变动或离职（该人员在本应用中的编号及姓名）',
  },
  'org.selected': {
    en: 'a department was chosen in the organisation structure (its id and name)',
    zh: '在组织架构中选择了某个部门（部门编号和名称）',
  },
  'approval.changed': {
    en: 'an approval this app started moved on (its state)',
    zh: '本应用发起的审批有了进展（审批状态）',
  },
  'role.saved': { en: "a role's functions were saved (the role's id)", zh: '某个角色的权限已保存（角色编号）' },
  'company.settingsChanged': {
    en: "the company's settings were saved (whether the watermark is on)",
    zh: '企业设置已保存（是否显示水印）',
  },
  'apps.changed': { en: "the apps the user sees changed (the app's code)", zh: '用户可见的应用有变化（应用代码）' },
}

const sides = {
  hear: { en: 'Hears that {what}', zh: '接收通知：{what}' },
  send: { en: 'Tells other portal apps that {what}', zh: '通知其他门户应用：{what}' },
} as const

/** An event topic the app hears or sends, in plain words. */
export const sayTopic = (lang: Lang, name: string, side: 'hear' | 'send'): string =>
  sides[side][lang].replace('{what}', (topics as Record<string, Said>)[name]?.[lang] ?? name)

/** A capability in plain words (a validated manifest names only known ones; others are named as they are). */
export const sayCapability = (lang: Lang, name: string): string =>
  (capabilities as Record<string, Said>)[name]?.[lang] ?? name

/** A data scope in plain words. */
export const sayScope = (lang: Lang, name: string): string => (scopes as Record<string, Said>)[name]?.[lang] ?? name
