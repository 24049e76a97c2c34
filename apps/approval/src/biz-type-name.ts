/**
 * A business type's name in the reader's language: a type the approval app knows is named from its texts
 * (`definitions.types.<bizType>`), another (an installed app's) by the name its workflow was saved with.
 */
export function bizTypeName(t: (key: string) => string, definition: { bizType: string; name: string }): string {
  const key = `definitions.types.${definition.bizType}`
  const text = t(key)
  return text === key ? definition.name : text
}
