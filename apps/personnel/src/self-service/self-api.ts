import { callThrough } from '@hr-portal/api/client'
import { type CertificateAsk, type CertificateTemplate, personnelApi } from '@hr-portal/api/client/personnel'
import type { FileResult } from '@hr-portal/api/client/files'
import { http } from '@hr-portal/kit'

// Self-service on one's own record, typed by the contract (api/src/personnel): proposed changes, documents, certificates.
export type {
  CertificateAsk,
  CertificateTemplate,
  CertificateView,
  DocumentList,
  PersonalDocument,
  RecordProposal,
  SelfServiceSetting,
} from '@hr-portal/api/client/personnel'

const ums = personnelApi(callThrough(http))

export const selfApi = {
  setting: () => ums.selfService.setting(),
  propose: (field: string, value: string) => ums.selfService.propose({ field, value }),
  proposals: () => ums.selfService.mine(),
  documents: (employeeId?: number) => ums.personalDocuments.list(employeeId ? { employeeId } : {}),
  addDocument: (body: { fileId: string; typeCode: string; expiresOn?: string; employeeId?: number }) =>
    ums.personalDocuments.add(body),
  removeDocument: (id: string) => ums.personalDocuments.remove({ id }),
  documentFile: (id: string) => ums.personalDocuments.file({ id }),
  upload: async (file: File) => {
    const answer = await http.upload<FileResult>('/filecenter/web/upLoad/upload', { file })
    if (!answer.result) throw new Error(answer.msg)
    return answer.result
  },
  ask: (body: CertificateAsk) => ums.certificates.ask(body),
  certificates: () => ums.certificates.mine(),
  pdf: (id: string) => ums.certificates.pdf({ id }),
  proposal: (id: string) => ums.selfService.proposal({ id }),
  certificateDetail: (id: string) => ums.certificates.detail({ id }),
  saveSetting: (fields: string[]) => ums.selfService.saveSetting({ fields }),
  templates: () => ums.certificates.templates(),
  saveTemplate: (body: Omit<CertificateTemplate, 'placeholders' | 'builtIn'>) => ums.certificates.saveTemplate(body),
}
