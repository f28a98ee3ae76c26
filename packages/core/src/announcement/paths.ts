/** 文件: uploads and the download of published attachments. */
export const FilePath = {
  upload: '/api/file/upload',
  download: '/api/file/download',
} as const;
