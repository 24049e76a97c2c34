/** Names one after another as the language writes a list: "A, B, C" in English, "A、B、C" in Chinese. */
export const listText = (language: string, names: string[]): string => names.join(language === 'en' ? ', ' : '、')
