export interface NoAccessLabels {
  title: string
  body: string
}

export const noAccessLabels: Record<'zh-CN' | 'en', NoAccessLabels> = {
  'zh-CN': { title: '无权访问', body: '您没有查看此内容的权限。如需使用，请联系管理员为您开通。' },
  en: {
    title: "You don't have permission",
    body: 'Your account may not see this. Ask your administrator if you need it.',
  },
}
