/**
 * The tasks the assistant explains step by step, each with the page that does it: its app, path and function (null for
 * a page open to everyone, menu auth flag 0).
 */
export const HOW_TO_TOPICS = ['leave', 'overtime', 'patchCard', 'clockIn', 'payslip'] as const
export type HowToTopic = (typeof HOW_TO_TOPICS)[number]

export interface Guide {
  page: { zh: string; en: string; app: string; path: string; functionId: string | null }
  steps: { zh: string[]; en: string[] }
}

export const guides: Record<HowToTopic, Guide> = {
  leave: {
    page: { zh: '我的假期', en: 'My leave', app: 'kaoqin', path: '/leave', functionId: '8001' },
    steps: {
      zh: [
        '打开“考勤与假期 → 我的假期”。',
        '在“申请请假”中选择假期类型、开始和结束日期（上午或下午；按小时计的假期填写时间），并填写请假事由。',
        '点击“提交申请”：申请交给直属上级审批（较长的假期还需人事审批），可在“我的请假”中查看进度，审批前可以撤回。',
      ],
      en: [
        'Open *Attendance and leave → My leave*.',
        'Under *Request leave*, choose the leave type, the from and to dates (morning or afternoon; the times for a type counted in hours) and give a reason.',
        'Press *Submit request*: your line manager approves it (HR too for longer leave). Follow it under your requests; you can withdraw it while it waits.',
      ],
    },
  },
  overtime: {
    page: { zh: '加班', en: 'Overtime', app: 'kaoqin', path: '/overtime', functionId: null },
    steps: {
      zh: [
        '打开“考勤与假期 → 加班”。',
        '在“申请加班”中选择事前申请或事后补报，填写日期、开始和结束时间以及加班事由。',
        '点击“提交加班申请”，由直属上级审批；休息日加班可选调休代替加班费（以公司规定为准），法定节假日加班按 300% 支付、不计调休。',
      ],
      en: [
        'Open *Attendance and leave → Overtime*.',
        'Under *Ask for overtime*, choose before or after working it, the day, the start and end times, and give a reason.',
        'Press *Submit overtime*: your line manager approves it; overtime on a rest day may be taken as time off in lieu instead of pay (as company policy allows), overtime on a statutory holiday is paid at 300 % and never as time off.',
      ],
    },
  },
  patchCard: {
    page: { zh: '我的考勤', en: 'My attendance', app: 'kaoqin', path: '/my-attendance', functionId: null },
    steps: {
      zh: [
        '打开“考勤与假期 → 我的考勤”。',
        '在考勤日历中点击缺卡的日期，选择“补卡”，填写时间、上班或下班打卡以及原因。',
        '点击“提交补卡”，由直属上级审批，通过后当天的考勤结果会重新计算。',
      ],
      en: [
        'Open *Attendance and leave → My attendance*.',
        'Choose the day with the missing punch in the calendar, then *Patch card*: give the time, clock-in or clock-out, and a reason.',
        'Press *Submit patch card*: your line manager approves it, and the day is judged again.',
      ],
    },
  },
  clockIn: {
    page: { zh: '打卡', en: 'Clock in', app: 'kaoqin', path: '/clock-in', functionId: null },
    steps: {
      zh: [
        '在手机或电脑上打开“考勤与假期 → 打卡”，并允许浏览器获取位置。',
        '页面显示您与最近打卡地点的距离以及是否在范围内。',
        '点击“上班打卡”或“下班打卡”；不在范围内时需填写原因，主管可以看到。',
      ],
      en: [
        'Open *Attendance and leave → Clock in* on your phone or computer and let the browser use your location.',
        'The page shows how far you are from the nearest clock-in place and whether you are in range.',
        'Press *Clock in* or *Clock out*; out of range, give a reason (your manager sees it).',
      ],
    },
  },
  payslip: {
    page: { zh: '我的工资条', en: 'My payslips', app: 'salary', path: '/payslips', functionId: null },
    steps: {
      zh: [
        '打开“薪酬 → 我的工资条”。',
        '再次输入登录密码以确认身份。',
        '选择月份查看工资条明细；有疑问可以在工资条上提交问题。',
      ],
      en: [
        'Open *Salary → My payslips*.',
        'Confirm your sign-in password again.',
        'Choose a month to see the payslip in detail; you can ask payroll a question about it there.',
      ],
    },
  },
}
