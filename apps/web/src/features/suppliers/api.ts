import type { InputOf } from '@swp/core/contract/endpoint';
import { supplierApi } from '@swp/core/supplier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob, apiEnvelope, apiUpload } from '../../app/api.ts';
import { useVenderSession } from '../../app/session/index.ts';

/**
 * The supplier's own calls (server: apps/server/src/modules/suppliers): the public registration and 找回密码, and
 * 用户中心 with the vender token. Refusals are shown by the HTTP client; callers only keep the form as it was.
 */

const opts = { area: 'vender' } as const;

export const supplierKeys = {
  self: ['suppliers', 'self'] as const,
};

export const sendSupplierCode = (input: InputOf<typeof supplierApi.sendVerCode>) =>
  apiEnvelope(supplierApi.sendVerCode, input, opts);

export const registerSupplier = (input: InputOf<typeof supplierApi.register>) => api(supplierApi.register, input, opts);

export const findSupplierPassword = (input: InputOf<typeof supplierApi.findPassword>) =>
  apiEnvelope(supplierApi.findPassword, input, opts);

/**
 * A licence or qualification document. Public while registering (the random id in the answer is what the
 * registration claims), with the token once signed in.
 */
export const uploadSupplierFile = (file: File) => apiUpload(supplierApi.uploadFile, file, undefined, opts);

/** The bytes of one of the company's own documents (the token travels in a header, so no plain link). */
export const fetchSupplierFile = (id: string) => apiBlob(supplierApi.file, { id }, opts);

/**
 * The signed-in company. The header shows the company name and status from the login answer: a fresher copy
 * (after an edit or a review) replaces it, so the two never disagree.
 */
export function useSupplierSelf() {
  return useQuery({
    queryKey: supplierKeys.self,
    queryFn: async () => {
      const self = await api(supplierApi.info, undefined, opts);
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
function useSelfMutation<E extends SelfChange>(endpoint: E) {
  const client = useQueryClient();
  return useMutation({
    // The envelope: the page shows the server's msg (a key change sends the company back to review).
    mutationFn: (input: InputOf<E>) => apiEnvelope(endpoint, input, opts),
    onSuccess: () => client.invalidateQueries({ queryKey: supplierKeys.self }),
  });
}

type SelfChange = (typeof supplierApi)['updateInfo' | 'saveContacts' | 'saveQualification' | 'removeQualification'];

export const useUpdateProfile = () => useSelfMutation(supplierApi.updateInfo);
export const useSaveContacts = () => useSelfMutation(supplierApi.saveContacts);
export const useSaveQualification = () => useSelfMutation(supplierApi.saveQualification);
export const useRemoveQualification = () => useSelfMutation(supplierApi.removeQualification);
