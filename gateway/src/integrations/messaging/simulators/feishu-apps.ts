/** The apps installed in the stand-in's tenant (application/v6/applications app_list): the portal's own and two of Feishu's. */
export function feishuApps(appId: string) {
  return [
    {
      app_id: appId,
      app_name: 'HR Portal 人事门户',
      description: '人事服务与审批 · HR services and approvals',
      avatar_url: '',
      status: 1,
      scene_type: 0,
      payment_type: 0,
    },
    {
      app_id: 'cli_builtin_approval',
      app_name: '审批',
      description: '飞书审批 · Feishu approvals',
      avatar_url: '',
      status: 1,
      scene_type: 1,
      payment_type: 0,
    },
    {
      app_id: 'cli_builtin_attendance',
      app_name: '假勤',
      description: '飞书假勤 · Feishu attendance',
      avatar_url: '',
      status: 1,
      scene_type: 1,
      payment_type: 0,
    },
  ]
}
