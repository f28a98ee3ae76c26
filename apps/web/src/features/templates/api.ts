import { TemplatePath } from '@swp/core/announcement/paths';
import type {
  CreateTemplateInput,
  TemplateDetail,
  TemplateListInput,
  TemplateListRow,
  UpdateTemplateInput,
} from '@swp/core/announcement/template';
import type { Page } from '@swp/core/project/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedback } from '../../app/feedback.ts';
import { http } from '../../app/http.ts';
import { withQuery } from '../../shared/url.ts';

const manage = { area: 'manage' } as const;

/** The 公告模板管理 calls (apps/server/src/modules/templates): reads are GETs with a query string. */
export const templateKeys = {
  all: ['manage', 'templates'] as const,
  list: (params: TemplateListInput) => ['manage', 'templates', 'list', params] as const,
  detail: (id: number) => ['manage', 'templates', 'detail', id] as const,
};

export const templateApi = {
  list: (params: TemplateListInput) => http.get<Page<TemplateListRow>>(withQuery(TemplatePath.list, params), manage),
  detail: (id: number) => http.get<TemplateDetail>(withQuery(TemplatePath.detail, { id }), manage),
  create: (input: CreateTemplateInput) => http.post<TemplateDetail>(TemplatePath.create, input, manage),
  update: (input: UpdateTemplateInput) => http.post<TemplateDetail>(TemplatePath.update, input, manage),
  enable: (id: number) => http.post<unknown>(TemplatePath.enable, { id }, manage),
  disable: (id: number) => http.post<unknown>(TemplatePath.disable, { id }, manage),
  remove: (id: number) => http.post<unknown>(TemplatePath.delete, { id }, manage),
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
