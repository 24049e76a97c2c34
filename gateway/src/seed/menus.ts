import type { Db, MenuButtonTable, MenuTable } from '../core/db/types'
import { payrollMenus } from './payroll-menus'
import { trainingMenus } from './training-menus'
import { performanceMenus } from './performance-menus'
import { recruitMenus } from './recruit-menus'
import { masterdataMenus } from './masterdata-menus'
import { DASHBOARD_FUNCTION, DASHBOARD_MENU, ROLE_LAYOUT_FUNCTION } from '../services/dashboard'
import { outsourcingMenus } from './outsourcing-menus'

export interface ItemSpec {
  id: number
  code: string
  zh: string
  en: string
  linkUrl: string
  bizTypeId?: number
  /** The app the item belongs to when it is listed under another entry (§2 source app). */
  sourceApp?: string
  /** 0: shown without a function grant. */
  authFlag?: number
  /** true: not listed in the menu; its pages open by intent only (muShow 0). */
  hidden?: boolean
  buttons?: Array<{ id: number; functionId: string; zh: string; en: string }>
}

export interface AppSpec {
  id: number
  code: string
  zh: string
  en: string
  linkUrl: string
  items: ItemSpec[]
}

/** One app entry per registry app; item codes are functionIds, button ids are functionIds too. */
export const appMenus: AppSpec[] = [
  {
    // The hidden home entry: it redirects to its first link (§2 "the app named index").
    id: 40, code: 'index', zh: '首页', en: 'Home', linkUrl: '/index',
    items: [{
      id: 41, code: '1000', zh: '首页', en: 'Home', linkUrl: '/', sourceApp: 'dashboard',
      // Publishing announcements to the message centre (services/message/notices).
      buttons: [{ id: 41, functionId: '100001', zh: '发布公告', en: 'Publish announcements' }],
    }],
  },
  {
    // The home dashboard (services/dashboard): first, so it is where people land unless the home entry says otherwise.
    id: 910, code: DASHBOARD_MENU.code, zh: DASHBOARD_MENU.zh, en: DASHBOARD_MENU.en, linkUrl: DASHBOARD_MENU.link,
    items: [{
      id: 911, code: DASHBOARD_FUNCTION, zh: DASHBOARD_MENU.zh, en: DASHBOARD_MENU.en, linkUrl: '/', authFlag: 0,
      buttons: [{ id: 910, functionId: ROLE_LAYOUT_FUNCTION, zh: '设置角色默认布局', en: 'Set role default layouts' }],
    }],
  },
  {
    id: 1, code: 'ums', zh: '系统管理', en: 'System', linkUrl: '/ums',
    items: [
      {
        id: 2, code: '1001', zh: '组织架构', en: 'Organisation structure', linkUrl: '/structure',
        // Organisation editing (services/ums/org).
        buttons: [
          { id: 360, functionId: '100101', zh: '新增组织', en: 'Add unit' },
          { id: 361, functionId: '100102', zh: '重命名组织', en: 'Rename unit' },
          { id: 362, functionId: '100103', zh: '移动组织', en: 'Move unit' },
          { id: 363, functionId: '100104', zh: '删除组织', en: 'Delete unit' },
        ],
      },
      // Post categories, posts and positions (services/ums/org).
      {
        id: 360, code: '1006', zh: '岗位与职位', en: 'Posts and positions', linkUrl: '/posts',
        buttons: [
          { id: 364, functionId: '100601', zh: '编辑职类', en: 'Edit post categories' },
          { id: 365, functionId: '100602', zh: '编辑职位', en: 'Edit posts' },
          { id: 366, functionId: '100603', zh: '编辑岗位', en: 'Edit positions' },
        ],
      },
      {
        id: 3, code: '1002', zh: '人员列表', en: 'Staff list', linkUrl: '/users', bizTypeId: 1,
        buttons: [
          { id: 1, functionId: '100201', zh: '查看', en: 'View' },
          { id: 2, functionId: '100202', zh: '导出', en: 'Export' },
          // Staff import from CSV or Excel (services/filecenter/import-routes.ts).
          { id: 42, functionId: '100203', zh: '导入', en: 'Import' },
          // Batch modify of selected staff (services/joyhr/schemes/batch.ts).
          { id: 334, functionId: '100204', zh: '批量修改', en: 'Batch modify' },
          // An administrator's reset of a user's two-step verification (services/uac/totp/admin-reset.ts).
          { id: 367, functionId: '100205', zh: '重置两步验证', en: 'Reset two-step verification' },
        ],
      },
      {
        id: 4, code: '1003', zh: '角色权限', en: 'Roles', linkUrl: '/roles',
        buttons: [
          { id: 3, functionId: '100301', zh: '保存角色', en: 'Save role' },
          // Data ranges and field permissions of a role (services/joyhr/role-access.ts), auth flag checked.
          { id: 250, functionId: '100302', zh: '数据范围', en: 'Data range' },
          { id: 251, functionId: '100303', zh: '字段权限', en: 'Field permissions' },
        ],
      },
      // Company settings: the watermark (services/joyhr/watermark.ts).
      { id: 5, code: '1004', zh: '企业设置', en: 'Company settings', linkUrl: '/settings' },
      // Custom forms: fields an admin adds to a record without code (services/form).
      {
        id: 250, code: '1030', zh: '自定义表单', en: 'Custom forms', linkUrl: '/custom-forms', bizTypeId: 1,
        buttons: [
          { id: 252, functionId: '103001', zh: '保存表单', en: 'Save form' },
          { id: 253, functionId: '103002', zh: '分配范围', en: 'Assign range' },
        ],
      },
      // Apps installed by manifest URL, with consent (services/vendor/installs).
      { id: 370, code: '1007', zh: '应用管理', en: 'Apps', linkUrl: '/apps' },
      // Notification deliveries: every notice sent by e-mail or a messaging platform, with retry (services/notify).
      { id: 440, code: '101001', zh: '通知发送记录', en: 'Notification deliveries', linkUrl: '/notification-deliveries' },
      // Developer mode: an installed app pointed at a local build for the developer's own session (services/vendor/dev).
      { id: 420, code: '1008', zh: '开发者模式', en: 'Developer mode', linkUrl: '/developer-mode' },
      // Directory sync from WeCom, DingTalk and Feishu (services/dirsync).
      {
        id: 430, code: '1009', zh: '通讯录同步', en: 'Directory sync', linkUrl: '/directory-sync',
        buttons: [{ id: 431, functionId: '100901', zh: '管理连接与同步', en: 'Manage connectors and sync' }],
      },
    ],
  },
  {
    // Personnel records (services/ums/records, apps/personnel): records, left staff, and everyone's own record.
    id: 330, code: 'personnel', zh: '人事档案', en: 'Personnel', linkUrl: '/personnel',
    items: [
      {
        id: 331, code: '1101', zh: '员工档案', en: 'Employee records', linkUrl: '/records', bizTypeId: 1,
        buttons: [
          { id: 330, functionId: '110101', zh: '编辑档案', en: 'Edit record' },
          { id: 331, functionId: '110102', zh: '办理入职', en: 'Onboard' },
          { id: 332, functionId: '110103', zh: '办理离职', en: 'Offboard' },
        ],
      },
      { id: 332, code: '1102', zh: '离职人员', en: 'Left staff', linkUrl: '/left' },
      { id: 333, code: '1103', zh: '我的档案', en: 'My record', linkUrl: '/me', bizTypeId: 1, authFlag: 0 },
      // Employment contracts (services/contract): HR manages them within their data range, managers read their team's.
      {
        id: 334, code: '1104', zh: '劳动合同', en: 'Contracts', linkUrl: '/contracts',
        buttons: [{ id: 333, functionId: '110401', zh: '管理合同', en: 'Manage contracts' }],
      },
    ],
  },
  {
    // The approval centre and workflow definitions (services/workflow).
    id: 220, code: 'approval', zh: '审批中心', en: 'Approval centre', linkUrl: '/approval',
    items: [
      {
        id: 221, code: '7001', zh: '审批中心', en: 'Approval centre', linkUrl: '/center',
        buttons: [
          { id: 220, functionId: '700101', zh: '审批', en: 'Approve' },
          { id: 221, functionId: '700102', zh: '催办', en: 'Remind' },
        ],
      },
      {
        id: 222, code: '7002', zh: '审批流程', en: 'Workflows', linkUrl: '/definitions',
        buttons: [{ id: 222, functionId: '700201', zh: '保存流程', en: 'Save workflow' }],
      },
      // Every approver's own absences and the colleague who decides meanwhile (services/workflow/delegation).
      { id: 223, code: '7003', zh: '审批委托', en: 'Delegation', linkUrl: '/delegation', authFlag: 0 },
    ],
  },
  {
    // Attendance and leave (services/vacation): the attendance app.
    id: 300, code: 'kaoqin', zh: '考勤假期', en: 'Attendance and leave', linkUrl: '/kaoqin',
    items: [
      {
        id: 301, code: '8001', zh: '我的假期', en: 'My leave', linkUrl: '/leave',
        buttons: [
          { id: 300, functionId: '800101', zh: '销假', en: 'cancel leave' },
          { id: 303, functionId: '800103', zh: '补充产假', en: 'supplementary maternity leave' },
        ],
      },
      { id: 303, code: '8003', zh: '请假表', en: 'Leave table', linkUrl: '/leave-table' },
      // Attendance (services/kaoqin): clock-in and my attendance are every staff member's.
      { id: 380, code: '8004', zh: '打卡', en: 'Clock in', linkUrl: '/clock-in', authFlag: 0 },
      { id: 381, code: '8005', zh: '我的考勤', en: 'My attendance', linkUrl: '/my-attendance', authFlag: 0 },
      { id: 382, code: '8006', zh: '团队考勤', en: 'Team attendance', linkUrl: '/team-attendance' },
      { id: 383, code: '8007', zh: '部门考勤', en: 'Department attendance', linkUrl: '/department-attendance' },
      {
        id: 384, code: '8008', zh: '月度汇总', en: 'Monthly summary', linkUrl: '/monthly-summary',
        buttons: [
          { id: 380, functionId: '800801', zh: '锁定/解锁', en: 'Lock and unlock' },
          { id: 381, functionId: '800802', zh: '导出', en: 'Export' },
        ],
      },
      { id: 385, code: '8009', zh: '打卡导入', en: 'Import punches', linkUrl: '/punch-import' },
      {
        // Overtime and time off in lieu (services/vacation/overtime-routes.ts): everyone asks; HR sets how long credits last.
        id: 390, code: '8010', zh: '加班', en: 'Overtime', linkUrl: '/overtime', authFlag: 0,
        buttons: [{ id: 390, functionId: '801001', zh: '调休设置', en: 'Time off in lieu settings' }],
      },
      // Leave types (services/vacation/leave-type-routes.ts): HR sets each type's unit, backdating, eligibility, paid and tracked.
      { id: 391, code: '8011', zh: '假期类型', en: 'Leave types', linkUrl: '/leave-types' },
    ],
  },
  {
    // Scheduling (services/paiban): calendars, shift types, attendance groups, the shift table, shift swaps.
    id: 500, code: 'paiban', zh: '排班管理', en: 'Scheduling', linkUrl: '/paiban',
    items: [
      {
        id: 501, code: '8101', zh: '工作日历', en: 'Work calendars', linkUrl: '/calendars',
        buttons: [{ id: 501, functionId: '810101', zh: '编辑日历', en: 'Edit calendars' }],
      },
      {
        id: 502, code: '8102', zh: '班次', en: 'Shift types', linkUrl: '/shift-types',
        buttons: [{ id: 502, functionId: '810201', zh: '编辑班次', en: 'Edit shift types' }],
      },
      {
        id: 503, code: '8103', zh: '考勤组', en: 'Attendance groups', linkUrl: '/groups',
        buttons: [{ id: 503, functionId: '810301', zh: '编辑考勤组', en: 'Edit attendance groups' }],
      },
      {
        // The shift table keeps its function ids (8002, 800102) and its menu ids from the attendance app.
        id: 302, code: '8002', zh: '排班表', en: 'Shift table', linkUrl: '/shifts',
        buttons: [{ id: 302, functionId: '800102', zh: '排班', en: 'Set shifts' }],
      },
      { id: 504, code: '8104', zh: '换班', en: 'Shift swaps', linkUrl: '/swaps', authFlag: 0 },
    ],
  },
  ...payrollMenus,
  ...recruitMenus,
  ...trainingMenus,
  ...performanceMenus,
  ...masterdataMenus,
  ...outsourcingMenus,
  {
    // The AI assistant (services/agent; the chat app apps/ai-agent).
    id: 400, code: 'agent', zh: '智能助手', en: 'AI assistant', linkUrl: '/agent',
    items: [{ id: 401, code: '9001', zh: '智能助手', en: 'AI assistant', linkUrl: '/chat' }],
  },
  {
    id: 10, code: 'bi', zh: 'BI报表', en: 'BI reports', linkUrl: '/bi',
    items: [
      { id: 11, code: '4001', zh: '人数与流动', en: 'Headcount and turnover', linkUrl: '/headcount' },
      // Payroll cost by department and cost centre (services/salary/outputs); 4002 and 4003 are the BI app's own pages.
      { id: 12, code: '4004', zh: '薪酬成本', en: 'Payroll cost', linkUrl: '/payroll-cost' },
    ],
  },
  {
    // The report centre (services/report/centre; apps/report): every app's reports, each shown to holders of its own
    // function, and the user's subscriptions; open to everyone.
    id: 950, code: 'report', zh: '报表中心', en: 'Report centre', linkUrl: '/report',
    items: [
      { id: 951, code: '4010', zh: '报表中心', en: 'Report centre', linkUrl: '/centre', authFlag: 0 },
      { id: 952, code: '4011', zh: '我的订阅', en: 'My subscriptions', linkUrl: '/subscriptions', authFlag: 0 },
    ],
  },
  {
    // The hidden personal centre, opened from the user's name in the top bar.
    id: 45, code: 'personal', zh: '个人中心', en: 'Personal centre', linkUrl: '/personal',
    items: [{ id: 46, code: '1005', zh: '账号安全', en: 'Account security', linkUrl: '/profile', sourceApp: 'ums', authFlag: 0 }],
  },
]

/** Every functionId that exists: items and buttons. Role saving accepts only these. */
export const allFunctionIds: string[] = appMenus.flatMap((app) =>
  app.items.flatMap((item) => [item.code, ...(item.buttons ?? []).map((button) => button.functionId)]),
)

export async function seedMenus(db: Db): Promise<void> {
  const menus: MenuTable[] = []
  const buttons: MenuButtonTable[] = []
  appMenus.forEach((app, appIndex) => {
    menus.push({
      id: app.id, parent_id: null, app_code: app.code, code: app.code, name_zh: app.zh, name_en: app.en,
      link_url: app.linkUrl, item_attr: '{}', open_type: 1, auth_flag: 1, biz_type_id: null,
      sort: appIndex + 1, source_app: null, logo_url: '', type: 1,
    })
    app.items.forEach((item, itemIndex) => {
      menus.push({
        id: item.id, parent_id: app.id, app_code: app.code, code: item.code, name_zh: item.zh, name_en: item.en,
        link_url: item.linkUrl, item_attr: JSON.stringify({ mutp: '1', muShow: item.hidden ? 0 : 1 }), open_type: 1, auth_flag: item.authFlag ?? 1,
        biz_type_id: item.bizTypeId ?? null, sort: itemIndex + 1, source_app: item.sourceApp ?? null, logo_url: '', type: 2,
      })
      for (const button of item.buttons ?? []) {
        buttons.push({
          id: button.id, menu_id: item.id, function_id: button.functionId,
          name_zh: button.zh, name_en: button.en, auth_flag: 1,
        })
      }
    })
  })
  await db.insertInto('menu').values(menus).execute()
  await db.insertInto('menu_button').values(buttons).execute()
}
