import type { EvalStep } from '@swp/core/evaluation/labels';

/**
 * The browser's copy of a sheet being typed (docs/rules.md: a refreshed page loses no entered score). Every change is
 * written here at once, per project, step and expert (two experts may share a computer); it is dropped once the
 * server has the same entries. The server's draft wins when it is newer (typed in another tab and saved there).
 */
export interface LocalDraft<E> {
  /** When it was written (ms). */
  at: number;
  entries: E[];
}

export const draftKey = (projectId: number, step: EvalStep, specialistId: number) =>
  `eval-draft:${projectId}:${step}:${specialistId}`;

export function readDraft<E>(key: string): LocalDraft<E> | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(key) ?? 'null') as LocalDraft<E> | null;
    return parsed && typeof parsed.at === 'number' && Array.isArray(parsed.entries) ? parsed : null;
  } catch {
    return null; // a damaged copy is no copy: the server's draft is shown
  }
}

export function writeDraft<E>(key: string, entries: E[]): void {
  try {
    localStorage.setItem(key, JSON.stringify({ at: Date.now(), entries } satisfies LocalDraft<E>));
  } catch {
    // storage full or refused (private mode): the autosave to the server still keeps the work
  }
}

export const clearDraft = (key: string) => localStorage.removeItem(key);

/** The local copy when it is newer than the server's last save (or the server has none). */
export function newerLocal<E>(local: LocalDraft<E> | null, serverUpdatedAt: string | null): LocalDraft<E> | null {
  if (!local) return null;
  const server = serverUpdatedAt ? Date.parse(serverUpdatedAt) : Number.NaN;
  return Number.isNaN(server) || local.at > server ? local : null;
}
