import type { HowToTopic } from '../tools/how-to-guides'

/** A question asking how to do something (not what the user's records say). */
const HOW_TO =
  /怎么|怎样|如何|流程|步骤|在哪里?(?:申请|提交|查看|看)|哪里可以|\bhow (?:do|can|should|would|to)\b|\bwhere (?:do|can|should) (?:i|we)\b|\bsteps? (?:to|for)\b|\bprocess (?:to|for|of)\b/i

/** The task a how-to question is about; the first that matches wins (a patch card is also about clocking in). */
const TOPICS: Array<[HowToTopic, RegExp]> = [
  ['patchCard', /补卡|补打卡|漏打卡|忘记打卡|忘打卡|patch card|missed (?:a )?punch|missing punch|forgot to clock/i],
  ['overtime', /加班|overtime/i],
  ['payslip', /工资条|工资单|薪资单|pay ?slips?|salary slips?/i],
  ['clockIn', /打卡|签到|clock(?:-| )?(?:in|out)|punch in/i],
  ['leave', /请假|休假|假期|年假|病假|事假|婚假|产假|陪产假|调休|\bleave\b|time off|vacation|day off/i],
]

/** The how-to topic of a question, or null when it is not a how-to question about a known task. */
export function howToTopicOf(question: string): HowToTopic | null {
  if (!HOW_TO.test(question)) return null
  return TOPICS.find(([, pattern]) => pattern.test(question))?.[0] ?? null
}
