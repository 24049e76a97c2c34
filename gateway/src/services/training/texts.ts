import { GatewayError } from '../../core/errors'
import type { Lang } from '../../core/lang'

/** Envelope codes of training and exams (range 411601–411699). */
export const trainingCodes = {
  courseNotFound: 411601,
  sessionNotFound: 411602,
  sessionFull: 411603,
  badCourse: 411604,
  badSession: 411605,
  assignmentNotFound: 411606,
  badAudience: 411607,
  questionNotFound: 411608,
  badQuestion: 411609,
  paperNotFound: 411610,
  badPaper: 411611,
  examNotFound: 411612,
  badExam: 411613,
  examClosed: 411614,
  timeUp: 411615,
  submitted: 411616,
  notStarted: 411617,
  badAnswer: 411618,
  attemptNotFound: 411619,
  badPoints: 411620,
  noStaffRecord: 411621,
  noCertificate: 411622,
  noFont: 411623,
  materialNotFound: 411624,
  inUse: 411625,
  employeeNotFound: 411626,
  sessionOver: 411627,
} as const

const catalogue = {
  courseNotFound: { en: 'The course does not exist', zh: '课程不存在' },
  sessionNotFound: { en: 'The session does not exist', zh: '培训场次不存在' },
  sessionFull: { en: 'The session is full ({capacity} places)', zh: '该场次已满（{capacity} 个名额）' },
  badCourse: { en: 'The course is not valid: {reason}', zh: '课程设置有误：{reason}' },
  badSession: { en: 'The session is not valid: {reason}', zh: '场次设置有误：{reason}' },
  assignmentNotFound: { en: 'The compulsory training does not exist', zh: '必修培训不存在' },
  badAudience: { en: 'A department, post or person does not exist', zh: '部门、职位或人员不存在' },
  questionNotFound: { en: 'The question does not exist', zh: '试题不存在' },
  badQuestion: { en: 'The question is not valid: {reason}', zh: '试题设置有误：{reason}' },
  paperNotFound: { en: 'The paper does not exist', zh: '试卷不存在' },
  badPaper: { en: 'The paper is not valid: {reason}', zh: '试卷设置有误：{reason}' },
  examNotFound: { en: 'The exam does not exist or is not yours to take', zh: '考试不存在或您无需参加' },
  badExam: { en: 'The exam is not valid: {reason}', zh: '考试设置有误：{reason}' },
  examClosed: { en: 'The exam is closed', zh: '考试已关闭' },
  timeUp: { en: 'The time is up: the exam was handed in', zh: '考试时间已到，试卷已自动提交' },
  submitted: { en: 'The exam was already handed in', zh: '试卷已提交' },
  notStarted: { en: 'The exam has not been started', zh: '尚未开始考试' },
  badAnswer: { en: 'The answer does not fit the question', zh: '答案与题型不符' },
  attemptNotFound: { en: 'The answer sheet does not exist', zh: '答卷不存在' },
  badPoints: { en: 'The points must be a whole number from 0 to {max}', zh: '得分须为 0 到 {max} 之间的整数' },
  noStaffRecord: { en: 'Your account has no staff record in this company', zh: '您的账号在本公司没有员工档案' },
  noCertificate: { en: 'A certificate is given for a passed exam only', zh: '只有通过的考试才有证书' },
  noFont: {
    en: 'The server has no font to draw the certificate with; ask the administrator',
    zh: '服务器缺少生成证书所需的字体，请联系管理员',
  },
  materialNotFound: { en: 'The material does not exist', zh: '资料不存在' },
  inUse: { en: 'It is still used by {what}', zh: '仍被{what}使用' },
  employeeNotFound: { en: 'The employee does not exist', zh: '员工不存在' },
  sessionOver: { en: 'The session has already begun', zh: '该场次已开始' },
} as const

export type TrainingErrorKey = keyof typeof catalogue

type Vars = Record<string, string | number>

const fill = (text: string, vars: Vars) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))

/** The error `key` in `lang`, with `{name}` placeholders filled. */
export const trainingError = (lang: Lang, key: TrainingErrorKey, vars: Vars = {}): GatewayError =>
  new GatewayError(trainingCodes[key], fill(catalogue[key][lang], vars))

/** Words inside messages, and the certificate's texts. */
const words = {
  noTitle: { en: 'a title is needed', zh: '须填写标题' },
  badLink: { en: 'a link must start with https:// or http://', zh: '链接须以 https:// 或 http:// 开头' },
  unknownFile: { en: 'a file is not in your file centre', zh: '有文件不在您的文件中心' },
  notVideo: { en: 'a video must be an MP4, WebM or QuickTime video', zh: '视频须为 MP4、WebM 或 QuickTime 格式' },
  badTimes: { en: 'the end must be after the start', zh: '结束时间须晚于开始时间' },
  capacityBelow: { en: '{count} people are enrolled already', zh: '已有 {count} 人报名' },
  fewOptions: { en: 'a choice question needs 2 to 8 options, none empty', zh: '选择题须有 2 到 8 个非空选项' },
  badKey: { en: 'the correct answer is missing or not one of the options', zh: '缺少正确答案，或答案不在选项中' },
  noAccepted: { en: 'a fill-in question needs at least one accepted answer', zh: '填空题须至少有一个参考答案' },
  emptyPaper: { en: 'a paper needs at least one question', zh: '试卷至少需要一道题' },
  unknownQuestion: { en: 'a question does not exist', zh: '有试题不存在' },
  tooFew: {
    en: 'the bank has only {have} questions of the type {type}, {want} are asked for',
    zh: '题库中“{type}”只有 {have} 道，要求 {want} 道',
  },
  passAbove: {
    en: "the pass mark must be from 1 to the paper's total ({total})",
    zh: '及格分须在 1 到试卷总分（{total}）之间',
  },
  aPaper: { en: 'the paper {name}', zh: '试卷“{name}”' },
  anExam: { en: 'the exam {name}', zh: '考试“{name}”' },
  aSession: { en: 'a session with people enrolled', zh: '已有人报名的场次' },
  anAssignment: { en: 'a compulsory training', zh: '必修培训' },
  anAttempt: { en: 'answer sheets', zh: '答卷' },
  single: { en: 'single choice', zh: '单选题' },
  multiple: { en: 'multiple choice', zh: '多选题' },
  judge: { en: 'true or false', zh: '判断题' },
  fill: { en: 'fill in', zh: '填空题' },
  short: { en: 'short answer', zh: '简答题' },
  certificate: { en: 'Certificate', zh: '合格证书' },
  certifies: {
    en: 'This certifies that {name} ({jobNumber}) passed the exam',
    zh: '兹证明 {name}（工号 {jobNumber}）通过考试',
  },
  scoreLine: { en: 'Score: {score} of {total} (pass mark {pass})', zh: '成绩：{score} / {total}（及格分 {pass}）' },
  dateLine: { en: 'Handed in on {date}', zh: '交卷日期：{date}' },
  company: { en: '{company}', zh: '{company}' },
} as const

export type TrainingWord = keyof typeof words

export const trainingWord = (lang: Lang, key: TrainingWord, vars: Vars = {}): string => fill(words[key][lang], vars)
