/** The question kinds the embedded planner understands, each with training sentences in both languages (NLP.js). */
export const INTENTS = [
  'headcount',
  'turnover',
  'colleague',
  'salary',
  'leaveBalance',
  'leaveRequests',
  'approvals',
  'organisation',
  'announcements',
  'remind',
  'howTo',
] as const
export type Intent = (typeof INTENTS)[number]

export const corpus: Record<Intent | 'None', { zh: string[]; en: string[] }> = {
  headcount: {
    zh: [
      '研发中心有多少人',
      '产品中心多少人',
      '公司一共有多少员工',
      '各部门人数',
      '销售中心现在有几个人',
      '在职人数是多少',
      '财务中心的人数',
      '这个部门有多少员工',
    ],
    en: [
      'How many people are in the R&D centre?',
      'How many employees do we have',
      'headcount of the sales centre',
      'how many staff work in finance',
      'headcount per division',
      'number of people in the product centre',
      'what is the headcount',
    ],
  },
  turnover: {
    zh: ['最近的离职率', '人员流动情况', '这几个月入职和离职多少人', '离职人数', '最近招了多少人', '人员流失情况'],
    en: [
      'What is the turnover',
      'how many people left recently',
      'hires and leavers in the last months',
      'staff turnover this year',
      'attrition',
      'how many people joined recently',
    ],
  },
  colleague: {
    zh: [
      '帮我找一下张伟',
      '张伟的电话是多少',
      '李娜在哪个部门',
      '查找同事王芳',
      '王强的邮箱',
      '找同事',
      '谁是刘洋',
      '联系方式',
    ],
    en: [
      'Find my colleague Zhang Wei',
      'what is the phone number of Li Na',
      'which department is Wang Fang in',
      'look up colleague',
      'contact details of',
      'who is Liu Yang',
      'email of',
    ],
  },
  salary: {
    zh: ['张伟的工资是多少', '研发中心的薪资', '他的薪资等级', '李娜工资多少', '查一下薪水', '别的部门的工资'],
    en: [
      'What is the salary of Zhang Wei',
      'salary grade of Li Na',
      'how much does Wang Fang earn',
      'salaries of the R&D centre',
      'what is his pay',
      'show me the salary',
    ],
  },
  leaveBalance: {
    zh: ['我的假期余额', '我还有几天年假', '年假还剩几天', '我还能休几天假', '查询我的假期额度', '剩余假期'],
    en: [
      'What is my leave balance',
      'my leave balance',
      'how many days of annual leave do I have left',
      'how much leave do I have',
      'remaining vacation days',
      'my holiday allowance',
    ],
  },
  leaveRequests: {
    zh: ['我的请假记录', '我的请假申请', '我请的假批了吗', '我最近的请假', '请假单状态', '我的休假申请进度'],
    en: [
      'my leave requests',
      'show my leave applications',
      'was my leave approved',
      'status of my time off request',
      'my recent leave',
    ],
  },
  approvals: {
    zh: ['有什么等我审批', '待我审批的有几个', '我的待办审批', '需要我审批的单据', '我有多少待审批', '审批待办'],
    en: [
      'What is waiting for my approval',
      'pending approvals',
      'how many requests do I need to approve',
      'my approval to-do list',
      'anything to approve',
    ],
  },
  organisation: {
    zh: ['公司的组织架构', '有哪些部门', '组织结构是怎样的', '公司部门架构', '部门列表'],
    en: [
      'What is the organisation structure',
      'which departments are there',
      'show the org chart',
      'list the divisions',
      'company structure',
    ],
  },
  announcements: {
    zh: ['今天有什么公告', '今日公告', '今天的通知', '有什么新消息', '今天收到的消息'],
    en: [
      "today's announcements",
      'any announcements today',
      'what notices did I get today',
      'new messages today',
      'latest news',
    ],
  },
  remind: {
    zh: ['催一下我的审批', '提醒审批人', '帮我催办', '催审批人处理我的请假', '催办我的申请'],
    en: [
      'remind my approver',
      'send a reminder to the approvers',
      'chase my approval',
      'nudge the approver of my leave request',
      'remind them to approve my request',
    ],
  },
  howTo: {
    zh: ['怎么请假', '如何申请加班', '怎么补卡', '如何打卡', '怎么查看工资条', '请假流程是什么', '在哪里申请年假'],
    en: [
      'How do I apply for leave',
      'how to ask for overtime',
      'how can I request a patch card',
      'how do I clock in',
      'how do I see my payslip',
      'what are the steps to request time off',
      'where do I apply for annual leave',
    ],
  },
  None: {
    zh: ['今天天气怎么样', '讲个笑话', '你好', '写一首诗', '股票会涨吗', '帮我订机票', '谢谢', '你是谁'],
    en: [
      'What is the weather',
      'tell me a joke',
      'hello',
      'write a poem',
      'will the stock go up',
      'book a flight',
      'thank you',
      'who are you',
    ],
  },
}
