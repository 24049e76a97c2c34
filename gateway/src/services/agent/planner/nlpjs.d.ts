// NLP.js ships no types; the little the planner uses.
declare module '@nlpjs/core' {
  export function containerBootstrap(settings?: Record<string, unknown>): Promise<{
    use(plugin: unknown): void
    get(name: string): any
    registerConfiguration(name: string, settings: Record<string, unknown>, overwrite: boolean): void
  }>
}
declare module '@nlpjs/nlp' {
  export const Nlp: unknown
}
declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown
}
declare module '@nlpjs/lang-zh' {
  export const LangZh: unknown
}
