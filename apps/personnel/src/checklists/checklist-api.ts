import { callThrough } from '@hr-portal/api/client'
import type { FileResult } from '@hr-portal/api/client/files'
import { type OnboardingTemplateInput, personnelApi } from '@hr-portal/api/client/personnel'
import { http } from '@hr-portal/kit'

// Onboarding checklists, typed by the contract (api/src/personnel/onboarding.ts).
export type {
  OnboardingTask,
  OnboardingTemplate,
  OnboardingTemplateInput,
  OnboardingTemplateTask,
  OnboardingTemplates,
  OnboardingWelcome,
} from '@hr-portal/api/client/personnel'

const ums = personnelApi(callThrough(http))

export const checklistApi = {
  templates: () => ums.onboarding.templates(),
  saveTemplate: (body: OnboardingTemplateInput) => ums.onboarding.saveTemplate(body),
  removeTemplate: (id: string) => ums.onboarding.removeTemplate({ id }),
  checklists: (open: boolean) => ums.onboarding.checklists({ open }),
  myTasks: () => ums.onboarding.myTasks({ open: true }),
  welcome: () => ums.onboarding.welcome(),
  complete: (id: string, extra: { documentId?: string; answers?: Record<string, string> } = {}) =>
    ums.onboarding.complete({ id, ...extra }),
  /** Uploads a file to the caller's own record as a personal document of a type: the document's id. */
  addDocument: async (file: File, typeCode: string) => {
    const answer = await http.upload<FileResult>('/filecenter/web/upLoad/upload', { file })
    if (!answer.result) throw new Error(answer.msg)
    return (await ums.personalDocuments.add({ fileId: answer.result.id, typeCode })).id
  },
}
