import { containerBootstrap } from '@nlpjs/core'
import { LangEn } from '@nlpjs/lang-en-min'
import { LangZh } from '@nlpjs/lang-zh'
import { Nlp } from '@nlpjs/nlp'
import type { Lang } from '../errors'
import { corpus, INTENTS, type Intent } from './corpus'

/** Below this score a question is not understood ('None'). */
export const SCORE_THRESHOLD = 0.7

let trained: Promise<any> | undefined

async function train(): Promise<any> {
  const container = await containerBootstrap({ log: false })
  // NLP.js's own defaults for every language's classifier, but without its training log on the console.
  container.registerConfiguration('nlu-??', {
    keepStopwords: true, nonefeatureValue: 1, nonedeltaMultiplier: 1.2, spellCheck: false, spellCheckDistance: 1, filterZeros: true, log: false,
  }, true)
  container.use(Nlp)
  container.use(LangEn)
  container.use(LangZh)
  const nlp = container.get('nlp')
  nlp.settings.autoSave = false
  nlp.settings.log = false
  nlp.addLanguage('en')
  nlp.addLanguage('zh')
  for (const [intent, docs] of Object.entries(corpus)) {
    for (const text of docs.zh) nlp.addDocument('zh', text, intent)
    for (const text of docs.en) nlp.addDocument('en', text, intent)
  }
  await nlp.train()
  return nlp
}

/** The model, trained once per process (a few seconds, then cached). */
export const plannerModel = (): Promise<any> => (trained ??= train())

/** Whether the text is mostly Chinese (the planner then uses the zh model whatever the UI language). */
function looksChinese(text: string): boolean {
  const han = (text.match(/[\u4e00-\u9fff]/g) ?? []).length
  const latin = (text.match(/[a-z]+/gi) ?? []).length
  return han > 0 && han >= latin
}

/** Salary questions go to the salary tool (which refuses what the user may not see), whatever the classifier says. */
const SALARY = /工资|薪资|薪水|薪酬|salar|\bpay\b|\bwages?\b|\bearns?\b/i

/** The intent of a question, or 'None' below the threshold. Deterministic: the same text gives the same intent. */
export async function classify(text: string, _lang: Lang): Promise<Intent | 'None'> {
  if (SALARY.test(text)) return 'salary'
  const nlp = await plannerModel()
  const answer = await nlp.process(looksChinese(text) ? 'zh' : 'en', text)
  const intent = answer.intent as string
  if (!INTENTS.includes(intent as Intent) || Number(answer.score) < SCORE_THRESHOLD) return 'None'
  return intent as Intent
}
