import type { CreateTemplateInput, TemplateListInput, UpdateTemplateInput } from '@swp/core/announcement/template';
import { templateApi as endpoints } from '@swp/core/announcement/template-contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { feedback } from '../../app/feedback.ts';

const manage = { area: 'manage' } as const;

/** The 公告模板管理 calls (apps/server/src/modules/templates): reads are GETs with a query string. */
export const templateKeys = {
  all: ['manage', 'templates'] as const,
  list: (params: TemplateListInput) => ['manage', 'templates', 'list', params] as const,
  detail: (id: number) => ['manage', 'templates', 'detail', id] as const,
};

export const templateApi = {
  list: (params: TemplateListInput) => api(endpoints.list, params, manage),
  detail: (id: number) => api(endpoints.detail, { id }, manage),
  create: (input: CreateTemplateInput) => api(endpoints.create, input, manage),
  update: (input: UpdateTemplateInput) => api(endpoints.update, input, manage),
  enable: (id: number) => api(endpoints.enable, { id }, manage),
  disable: (id: number) => api(endpoints.disable, { id }, manage),
  remove: (id: number) => api(endpoints.delete, { id }, manage),
};

export function useTemplateList(params: TemplateListInput, enabled = true) {
  return useQuery({
    queryKey: templateKeys.list(params),
    queryFn: () => templateApi.list(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useTemplate(id: number | undefined) {
  return useQuery({
    queryKey: templateKeys.detail(id ?? 0),
    queryFn: () => templateApi.detail(id ?? 0),
    enabled: id !== undefined,
    // An editor must open on the saved text, never on a stale copy.
    staleTime: 0,
  });
}

/** Every template change refreshes the lists (and the announcement form's template choices). */
function useTemplateMutation<I, O>(fn: (input: I) => Promise<O>, done: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      feedback.success(done);
      await client.invalidateQueries({ queryKey: templateKeys.all });
    },
  });
}

export const useCreateTemplate = () => useTemplateMutation(templateApi.create, '模板已创建');
export const useUpdateTemplate = () => useTemplateMutation(templateApi.update, '模板已保存');
export const useEnableTemplate = () => useTemplateMutation(templateApi.enable, '模板已启用');
export const useDisableTemplate = () => useTemplateMutation(templateApi.disable, '模板已停用');
export const useDeleteTemplate = () => useTemplateMutation(templateApi.remove, '模板已删除');
