import { recruitmentContract } from '@hr-portal/api'
import { GatewayError } from '../../core/errors'
import type { Lang } from '../../core/lang'

/** Envelope codes of recruitment (range 4115xx). */
export const recruitCodes = recruitmentContract.RECRUIT

const catalogue = {
  positionNotFound: { en: 'The position does not exist', zh: '岗位不存在' },
  noHeadcount: { en: 'The position has no open headcount: {open} left', zh: '该岗位没有空缺编制：剩余 {open} 个' },
  jobNotFound: { en: 'The opening does not exist', zh: '该招聘职位不存在' },
  jobNotOpen: { en: 'The opening is not open for applications', zh: '该职位当前不接受申请' },
  candidateNotFound: { en: 'The candidate does not exist', zh: '候选人不存在' },
  badStage: { en: 'The candidate cannot move from {from} to {to} here', zh: '候选人不能在此从“{from}”移到“{to}”' },
  notPdf: { en: 'The résumé must be a PDF file', zh: '简历须为 PDF 文件' },
  tooLarge: { en: 'The résumé is larger than {mb} MB', zh: '简历超过 {mb} MB' },
  noResume: { en: 'Attach your résumé as a PDF file', zh: '请上传 PDF 格式的简历' },
  tooManyApplications: {
    en: 'Too many applications from your network. Please try again in {minutes} minutes',
    zh: '您的网络提交申请过于频繁，请 {minutes} 分钟后再试',
  },
  badApplicant: {
    en: 'Enter your name, a mobile number of 11 digits and a valid e-mail address',
    zh: '请填写姓名、11 位手机号和有效的电子邮箱',
  },
  careersNotFound: { en: 'This careers page does not exist', zh: '该招聘页面不存在' },
  interviewNotFound: {
    en: 'The interview does not exist, or you are not one of its interviewers',
    zh: '面试不存在，或您不是该面试的面试官',
  },
  badInterviewer: { en: 'Every interviewer must be an account of this company', zh: '面试官须为本企业的账号' },
  offerPending: {
    en: 'The candidate already has an offer waiting or approved',
    zh: '该候选人已有待审批或已批准的录用通知',
  },
  noApprovedOffer: { en: 'The candidate has no approved offer', zh: '该候选人没有已批准的录用通知' },
  employeeMismatch: { en: 'The employee record does not match the candidate', zh: '员工档案与候选人不符' },
  channelNotFound: { en: 'The channel does not exist', zh: '渠道不存在' },
  badDate: { en: 'The date must be YYYY-MM-DD', zh: '日期格式须为 YYYY-MM-DD' },
  noFont: {
    en: 'The offer letter cannot be drawn: the server has no Chinese font',
    zh: '无法生成录用通知书：服务器缺少中文字体',
  },
  careersBusy: {
    en: 'This careers page is receiving too many applications. Please try again in {minutes} minutes',
    zh: '该招聘页面收到的申请过多，请 {minutes} 分钟后再试',
  },
  alreadyApplied: {
    en: 'You have already applied for this opening with this e-mail address or mobile number',
    zh: '您已使用该邮箱或手机号申请过此职位',
  },
} as const

export type RecruitErrorKey = keyof typeof catalogue

/** The error `key` in `lang`, with its values put in. */
export function recruitError(
  lang: Lang,
  key: RecruitErrorKey,
  vars: Record<string, string | number> = {},
): GatewayError {
  return new GatewayError(
    recruitCodes[key],
    catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? '')),
  )
}
