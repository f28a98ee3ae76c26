import { announcementApi as endpoints } from '@swp/core/announcement/contract';
import type {
  CreateAnnouncementInput,
  RenderAnnouncementInput,
  UpdateAnnouncementInput,
} from '@swp/core/announcement/draft';
import { fileApi } from '@swp/core/announcement/file-contract';
import type { TemplateChoicesInput } from '@swp/core/announcement/template';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUpload } from '../../app/api.ts';
import { downloadFile, fileDownloadUrl } from '../../shared/download.ts';
import { projectKeys, resultKeys } from '../../shared/query-keys.ts';

const manage = { area: 'manage' } as const;

export const announcementKeys = {
  all: ['manage', 'announcements'] as const,
  list: (projectId: number) => ['manage', 'announcements', 'list', projectId] as const,
  detail: (id: number) => ['manage', 'announcements', 'detail', id] as const,
  templates: (input: TemplateChoicesInput) => ['manage', 'announcements', 'templates', input] as const,
};

/** The 公告 calls of a project (apps/server/src/modules/announcements). */
export const announcementApi = {
  list: (projectId: number) => api(endpoints.list, { projectId, page: 1, pageSize: 100 }, manage),
  detail: (id: number) => api(endpoints.detail, { id }, manage),
  create: (input: CreateAnnouncementInput) => api(endpoints.create, input, manage),
  update: (input: UpdateAnnouncementInput) => api(endpoints.update, input, manage),
  render: (input: RenderAnnouncementInput) => api(endpoints.render, input, manage),
  preview: (id: number) => api(endpoints.preview, { id }, manage),
  publish: (id: number) => api(endpoints.publish, { id }, manage),
  remove: (id: number) => api(endpoints.delete, { id }, manage),
  templates: (input: TemplateChoicesInput) => api(endpoints.templates, input, manage),
};

/** A project has a handful of announcements: one page of 100 holds them all, newest first. */
export function useProjectAnnouncements(projectId: number) {
  return useQuery({
    queryKey: announcementKeys.list(projectId),
    queryFn: () => announcementApi.list(projectId),
    staleTime: 0,
  });
}

/** The enabled templates of one type × purchase way: what the announcement editor may start from. */
export function useTemplateChoices(input: TemplateChoicesInput, enabled = true) {
  return useQuery({
    queryKey: announcementKeys.templates(input),
    queryFn: () => announcementApi.templates(input),
    enabled,
  });
}

export function useAnnouncement(id: number | undefined) {
  return useQuery({
    queryKey: announcementKeys.detail(id ?? 0),
    queryFn: () => announcementApi.detail(id ?? 0),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

/**
 * A change to an announcement refreshes the project's announcements and — since publishing moves the project
 * along its lifecycle and writes its 操作日志 — the project (header, buttons, log) too, and the 结果 summary, which
 * says whether the 中标公告 may be published.
 */
function useAnnouncementChange<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: announcementKeys.all }),
        client.invalidateQueries({ queryKey: projectKeys.all }),
        client.invalidateQueries({ queryKey: resultKeys.all }),
      ]);
    },
  });
}

export const useCreateAnnouncement = () => useAnnouncementChange(announcementApi.create);
export const useUpdateAnnouncement = () => useAnnouncementChange(announcementApi.update);
export const usePublishAnnouncement = () => useAnnouncementChange(announcementApi.publish);
export const useDeleteAnnouncement = () => useAnnouncementChange(announcementApi.remove);

/** Uploads one attachment (multipart); the answer is the receipt with the id to attach. */
export const uploadAttachment = (file: File, signal?: AbortSignal) =>
  apiUpload(fileApi.upload, file, { purpose: 'announcement-attachment' }, { ...manage, signal });

/**
 * Saves an attachment of a draft: drafts' files are not public, so the request carries the staff token (a plain
 * link would not) and the blob is handed to the browser under its own name.
 */
export const downloadAttachment = (id: string, name: string): Promise<void> => downloadFile(fileDownloadUrl(id), name);
