/**
 * What people type to find a built-in page that its title and its app's name do not say, in both
 * languages, by the page's function id: asking for leave is "请假" on the page titled "我的假期".
 * Indexed with the page's menu document (directory-docs.ts), so a search finds the page by them.
 */
export const MENU_WORDS: Readonly<Record<string, string>> = {
  '8001': '请假 申请请假 年假 病假 调休 假期余额 销假 leave request annual leave sick leave balance',
  '8003': '休假 假期 leave calendar',
  '8004': '签到 考勤打卡 check in punch',
  '8010': '加班申请 调休 overtime request time off in lieu',
}
