import {
  type FindSupplierPasswordInput,
  type RegisterSupplierInput,
  type SaveQualificationInput,
  type SaveSupplierContactsInput,
  type SupplierFile,
  SupplierPath,
  type SupplierSelf,
  type SupplierSendCodeInput,
  type UpdateSupplierProfileInput,
} from '@swp/core/supplier/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, requestBlob, requestEnvelope } from '../../app/http.ts';
import { useVenderSession } from '../../app/session/index.ts';
import { withQuery } from '../../shared/url.ts';

/**
 * The supplier's own calls (server: apps/server/src/modules/suppliers): the public registration and 找回密码, and
 * 用户中心 with the vender token. Refusals are shown by the HTTP client; callers only keep the form as it was.
 */

const opts = { area: 'vender' } as const;

export const supplierKeys = {
  self: ['suppliers', 'self'] as const,
};

export const sendSupplierCode = (input: SupplierSendCodeInput) =>
  http.postEnvelope<unknown>(SupplierPath.sendVerCode, input, opts);

export const registerSupplier = (input: RegisterSupplierInput) =>
  http.post<{ id: number; status: 'pending' }>(SupplierPath.register, input, opts);

export const findSupplierPassword = (input: FindSupplierPasswordInput) =>
  http.postEnvelope<unknown>(SupplierPath.findPassword, input, opts);

/**
 * A licence or qualification document. Public while registering (the random id in the answer is what the
 * registration claims), with the token once signed in.
 */
export async function uploadSupplierFile(file: File): Promise<SupplierFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  const env = await requestEnvelope<SupplierFile>(SupplierPath.uploadFile, { ...opts, method: 'POST', body });
  if (!env.data) throw new Error(env.msg);
  return env.data;
}

/** The bytes of one of the company's own documents (the token travels in a header, so no plain link). */
export const fetchSupplierFile = (id: string) =>
  requestBlob(withQuery(SupplierPath.file, { id }), { ...opts, method: 'GET' });

/**
 * The signed-in company. The header shows the company name and status from the login answer: a fresher copy
 * (after an edit or a review) replaces it, so the two never disagree.
 */
export function useSupplierSelf() {
  return useQuery({
    queryKey: supplierKeys.self,
    queryFn: async () => {
      const self = await http.get<SupplierSelf>(SupplierPath.info, opts);
      const session = useVenderSession.getState();
      const user = session.user;
      if (
        user &&
        (user.companyName !== self.companyName || user.contactName !== self.contactName || user.status !== self.status)
      ) {
        session.setUser({ ...user, companyName: self.companyName, contactName: self.contactName, status: self.status });
      }
      return self;
    },
    staleTime: 0,
  });
}

/** A 用户中心 save: success reloads the company (status included: a key change sends it back to review). */
function useSelfMutation<I>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => http.postEnvelope<unknown>(path, input, opts),
    onSuccess: () => client.invalidateQueries({ queryKey: supplierKeys.self }),
  });
}

export const useUpdateProfile = () => useSelfMutation<UpdateSupplierProfileInput>(SupplierPath.updateInfo);
export const useSaveContacts = () => useSelfMutation<SaveSupplierContactsInput>(SupplierPath.saveContacts);
export const useSaveQualification = () => useSelfMutation<SaveQualificationInput>(SupplierPath.saveQualification);
export const useRemoveQualification = () => useSelfMutation<{ id: number }>(SupplierPath.removeQualification);
