import type { AppSpec } from './menus'

/** The payroll and income tax apps' menu entries (seeded with the others by menus.ts). */
export const payrollMenus: AppSpec[] = [
  {
    // Payroll (services/salary, with services/insurance): salary items, groups and profiles, social insurance, the
    // monthly runs, payslips.
    id: 600, code: 'salary', zh: '薪酬管理', en: 'Payroll', linkUrl: '/salary',
    items: [
      {
        id: 601, code: '8201', zh: '薪资项目', en: 'Salary items', linkUrl: '/items',
        buttons: [{ id: 601, functionId: '820101', zh: '编辑薪资项目', en: 'Edit salary items' }],
      },
      {
        id: 602, code: '8202', zh: '薪资组', en: 'Salary groups', linkUrl: '/groups',
        buttons: [{ id: 602, functionId: '820201', zh: '编辑薪资组', en: 'Edit salary groups' }],
      },
      {
        id: 603, code: '8203', zh: '薪资档案', en: 'Salary profiles', linkUrl: '/profiles',
        buttons: [{ id: 603, functionId: '820301', zh: '编辑薪资档案', en: 'Edit salary profiles' }],
      },
      {
        // The monthly runs; the bank transfer file of a locked or published run (services/salary/outputs) is a button of it.
        id: 604, code: '8204', zh: '薪资核算', en: 'Payroll runs', linkUrl: '/runs',
        buttons: [
          { id: 604, functionId: '820401', zh: '核算', en: 'Calculate' },
          { id: 605, functionId: '820402', zh: '提交审批', en: 'Submit for approval' },
          { id: 606, functionId: '820403', zh: '发布', en: 'Publish' },
          { id: 629, functionId: '820404', zh: '银行代发文件', en: 'Bank transfer file' },
        ],
      },
      // A run as its approvers see it, opened from the approval centre (intent salaryRun.view): open and not listed; the
      // gateway lets through only those who may see the run's approval request (services/salary/run/run-flow-routes.ts).
      { id: 605, code: '820409', zh: '薪资审批', en: 'Payroll approval', linkUrl: '/approvals', authFlag: 0, hidden: true },
      // Social insurance and housing fund (services/insurance): schemes per city, each employee's scheme and base.
      {
        id: 611, code: '8211', zh: '社保方案', en: 'Social insurance schemes', linkUrl: '/insurance-schemes',
        buttons: [{ id: 611, functionId: '821101', zh: '编辑社保方案', en: 'Edit schemes' }],
      },
      {
        id: 612, code: '8212', zh: '社保基数', en: 'Insurance bases', linkUrl: '/insurance-bases',
        buttons: [{ id: 612, functionId: '821201', zh: '调整社保基数', en: 'Change bases' }],
      },
      // Payslips (services/salary/payslip): my payslips are every staff member's; payroll sees the receipts.
      { id: 621, code: '8221', zh: '我的工资条', en: 'My payslips', linkUrl: '/payslips', authFlag: 0 },
      {
        id: 622, code: '8222', zh: '工资条回执', en: 'Payslip receipts', linkUrl: '/payslip-receipts',
        buttons: [{ id: 622, functionId: '822201', zh: '答复疑问', en: 'Answer questions' }],
      },
    ],
  },
  {
    // Individual income tax (services/etax): monthly withholding declarations, the annual summary, staff deductions.
    id: 700, code: 'etax', zh: '个税管理', en: 'Income tax', linkUrl: '/etax',
    items: [
      {
        id: 701, code: '8301', zh: '月度扣缴', en: 'Monthly withholding', linkUrl: '/monthly',
        buttons: [{ id: 701, functionId: '830101', zh: '导出申报表', en: 'Export the filing' }],
      },
      { id: 702, code: '8302', zh: '年度汇总', en: 'Annual summary', linkUrl: '/annual' },
      // Every staff member declares their own special additional deductions and sees their own withholding.
      { id: 703, code: '8303', zh: '我的个税扣除', en: 'My tax deductions', linkUrl: '/my-deductions', authFlag: 0 },
    ],
  },
]
