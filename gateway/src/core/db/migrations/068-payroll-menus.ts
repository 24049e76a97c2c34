// Core baseline: the payroll app (salary items, groups, profiles, monthly runs, social insurance, payslips) and the
// income tax app in a database seeded before them. A fresh database has no menu yet: the seed adds them
// (seed/menus.ts) and this does nothing. New rows take ids above the highest; pages open to everyone (auth flag 0)
// need no grant, the others are granted by each tenant's administrators. The BI app's payroll cost page (4004) comes
// from its manifest at start, as the BI app's other pages do.
import type { Kysely } from 'kysely'
import { addAppMenus, removeAppMenus, type MigrationMenuApp } from '../app-menus-migration'

const APPS: MigrationMenuApp[] = [
  {
    code: 'salary', zh: '薪酬管理', en: 'Payroll', link: '/salary',
    items: [
      { code: '8201', zh: '薪资项目', en: 'Salary items', link: '/items', buttons: [['820101', '编辑薪资项目', 'Edit salary items']] },
      { code: '8202', zh: '薪资组', en: 'Salary groups', link: '/groups', buttons: [['820201', '编辑薪资组', 'Edit salary groups']] },
      { code: '8203', zh: '薪资档案', en: 'Salary profiles', link: '/profiles', buttons: [['820301', '编辑薪资档案', 'Edit salary profiles']] },
      {
        code: '8204', zh: '薪资核算', en: 'Payroll runs', link: '/runs',
        buttons: [['820401', '核算', 'Calculate'], ['820402', '提交审批', 'Submit for approval'], ['820403', '发布', 'Publish'], ['820404', '银行代发文件', 'Bank transfer file']],
      },
      { code: '820409', zh: '薪资审批', en: 'Payroll approval', link: '/approvals', open: true, hidden: true },
      { code: '8211', zh: '社保方案', en: 'Social insurance schemes', link: '/insurance-schemes', buttons: [['821101', '编辑社保方案', 'Edit schemes']] },
      { code: '8212', zh: '社保基数', en: 'Insurance bases', link: '/insurance-bases', buttons: [['821201', '调整社保基数', 'Change bases']] },
      { code: '8221', zh: '我的工资条', en: 'My payslips', link: '/payslips', open: true },
      { code: '8222', zh: '工资条回执', en: 'Payslip receipts', link: '/payslip-receipts', buttons: [['822201', '答复疑问', 'Answer questions']] },
    ],
  },
  {
    code: 'etax', zh: '个税管理', en: 'Income tax', link: '/etax',
    items: [
      { code: '8301', zh: '月度扣缴', en: 'Monthly withholding', link: '/monthly', buttons: [['830101', '导出申报表', 'Export the filing']] },
      { code: '8302', zh: '年度汇总', en: 'Annual summary', link: '/annual' },
      { code: '8303', zh: '我的个税扣除', en: 'My tax deductions', link: '/my-deductions', open: true },
    ],
  },
]

export async function up(db: Kysely<any>): Promise<void> {
  await addAppMenus(db, APPS)
}

export async function down(db: Kysely<any>): Promise<void> {
  await removeAppMenus(db, APPS)
}
