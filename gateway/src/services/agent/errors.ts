import { agentContract } from '@hr-portal/api'
import { GatewayError } from '../../core/errors'

export type Lang = 'zh-CN' | 'en'

/** Envelope codes of the AI assistant (range 410601–410649), from the contract. */
export const agentCodes = agentContract.AGENT

export type AgentTextKey = keyof typeof agentCodes

const catalogue: Record<AgentTextKey, { en: string; zh: string }> = {
  tooManyQuestions: { en: 'Too many questions, wait a moment', zh: '提问太频繁，请稍等片刻' },
  budgetSpent: {
    en: "You have used up today's assistant budget; try again tomorrow",
    zh: '今天的智能助手额度已用完，请明天再试',
  },
  conversationNotFound: { en: 'The conversation does not exist', zh: '会话不存在' },
  actionNotFound: { en: 'The proposed action does not exist', zh: '建议的操作不存在' },
  actionExpired: {
    en: 'The proposed action expired (10 minutes): ask again',
    zh: '建议的操作已过期（10 分钟），请重新提问',
  },
  actionUsed: { en: 'The proposed action was already carried out', zh: '建议的操作已执行过' },
  modelFailed: { en: 'The AI model could not answer: {detail}', zh: 'AI 模型无法回答：{detail}' },
  modelTimeout: { en: 'The AI model did not answer in time', zh: 'AI 模型响应超时' },
  refused: { en: 'You do not have permission to see this data', zh: '您无权查看这些数据' },
  actionFailed: { en: 'The action could not be carried out: {detail}', zh: '操作未能执行：{detail}' },
  emptyQuestion: { en: 'Type a question first', zh: '请先输入问题' },
  payGrantNeeded: {
    en: 'Pay is protected: open My payslips, confirm your password there, then ask again within 5 minutes',
    zh: '工资信息受保护：请先在“我的工资条”中验证密码，5 分钟内再来提问',
  },
  tooManyConversations: {
    en: 'You keep {max} conversations, the most allowed: delete an old one to start a new one',
    zh: '会话数量已达上限（{max} 个），请删除旧会话后再开始新会话',
  },
}

export const agentText = (lang: Lang, key: AgentTextKey, vars: Record<string, string | number> = {}): string =>
  catalogue[key][lang === 'en' ? 'en' : 'zh'].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))

export const agentError = (lang: Lang, key: AgentTextKey, vars: Record<string, string | number> = {}): GatewayError =>
  new GatewayError(agentCodes[key], agentText(lang, key, vars))
