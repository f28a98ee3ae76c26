import { ApiError } from '../app/http.ts';

/**
 * The server's refusal (confidentiality, not found) as a page shows it in place of what it could not load: a silent
 * read's refusal is the page's empty state, not a toast.
 */
export const refusalOf = (error: unknown): string | null =>
  error instanceof ApiError ? error.message : error ? '加载失败，请稍后重试' : null;
