import { containerBootstrap } from '@nlpjs/core'
import { LangEn } from '@nlpjs/lang-en-min'
import { LangZh } from '@nlpjs/lang-zh'
import { Nlp } from '@nlpjs/nlp'
import type { Lang } from '../errors'
import { corpus, INTENTS, type Intent } from './corpus'
import { howToTopicOf } from './how-to-topic'

/** Below this score a question is not understood ('None'). */
export const SCORE_THRESHOLD = 0.7

let trained: Promise<any> | undefined

async function train(): Promise<any> {
  const container = await containerBootstrap({ log: false })
  // NLP.js's own defaults for every language's classifier, but without its training log on the console.
  container.registerConfiguration(
    'nlu-??',
    {
      keepStopwords: true,
      nonefeatureValue: 1,
      nonedeltaMultiplier: 1.2,
      spellCheck: false,
      spellCheckDistance: 1,
      filterZeros: true,
      log: false,
    },
    true,
  )
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

/** Salary and payslip questions go to the salary tool (which refuses what the user may not see), whatever the classifier says. */
const SALARY = /工资|薪资|薪水|薪酬|salar|\bpay\b|pay ?slips?|\bwages?\b|\bearns?\b/i

/**
 * The intent of a question, or 'None' below the threshold. Deterministic: the same text gives the same intent. How to
 * do a known task comes first (a how-to question about leave wants the steps, not the user's requests), then pay.
 */
export async function classify(text: string, lang: Lang): Promise<Intent | 'None'> {
  if (howToTopicOf(text)) return 'howTo'
  if (SALARY.test(text)) return 'salary'
  const nlp = await plannerModel()
  const answer = await nlp.process(lang === 'en' ? 'en' : 'zh', text)
  const intent = answer.intent as string
  if (!INTENTS.includes(intent as Intent) || Number(answer.score) < SCORE_THRESHOLD) return 'None'
  return intent as Intent
}
