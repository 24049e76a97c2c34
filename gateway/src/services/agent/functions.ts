/** The AI assistant's function (menu item 401 in seed/menus.ts). */
export const AGENT_FUNCTION = '9001'
