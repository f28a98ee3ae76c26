import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, newerLocal, readDraft, writeDraft } from './draftStore.ts';
import { entryKey, type SheetKey } from './sheetModel.ts';

/** The autosave waits this long after the last keystroke, so it saves what was typed, not every letter. */
export const AUTOSAVE_MS = 3_000;

interface Options<E extends SheetKey> {
  storageKey: string;
  /** The whole grid, filled from the server's sheet. */
  initial: E[];
  /** The server sheet's updatedAt: a local copy older than it was saved (maybe in another tab) and is not used. */
  serverUpdatedAt: string | null;
  /** 暂存 to the server; `silent` for the autosave. Rejects when the server refuses. */
  save: (entries: E[], silent: boolean) => Promise<unknown>;
  /**
   * Why the server would refuse to keep these entries even as a draft (a score above the max), or null. The
   * autosave waits while there is one: the local copy keeps the work meanwhile.
   */
  keepProblem: (entries: E[]) => string | null;
}

/** A newer local copy laid over the grid (entries the grid no longer has are dropped). */
function restore<E extends SheetKey>(initial: E[], storageKey: string, serverUpdatedAt: string | null) {
  const local = newerLocal(readDraft<E>(storageKey), serverUpdatedAt);
  if (!local) return { entries: initial, restored: false };
  const typed = new Map(local.entries.map((e) => [entryKey(e), e]));
  return { entries: initial.map((e) => ({ ...e, ...typed.get(entryKey(e)) })), restored: true };
}

/**
 * A sheet being typed that loses nothing (docs/rules.md): every change goes to localStorage at once, and to the
 * server (暂存, silently) AUTOSAVE_MS after typing stops. The local copy is dropped once the server has exactly
 * what it holds — a change typed while a save was on its way keeps it (and is saved next).
 */
export function useSheetDraft<E extends SheetKey>({
  storageKey,
  initial,
  serverUpdatedAt,
  save,
  keepProblem,
}: Options<E>) {
  const [start] = useState(() => restore(initial, storageKey, serverUpdatedAt));
  const [entries, setEntries] = useState(start.entries);
  // A restored copy is newer than the server's: it is saved like a fresh change.
  const [dirty, setDirty] = useState(start.restored);
  // The server's last 暂存 (maybe from another tab or an earlier visit) until this page saves.
  const [savedAt, setSavedAt] = useState<number | null>(() => {
    const at = serverUpdatedAt ? Date.parse(serverUpdatedAt) : Number.NaN;
    return Number.isNaN(at) ? null : at;
  });
  const [autosaveFailed, setAutosaveFailed] = useState(false);
  const current = useRef(start.entries);
  const revision = useRef(0);
  const saveRef = useRef(save);
  saveRef.current = save;

  const change = useCallback(
    (key: string, patch: Partial<E>) => {
      const next = current.current.map((e) => (entryKey(e) === key ? { ...e, ...patch } : e));
      current.current = next;
      revision.current += 1;
      writeDraft(storageKey, next);
      setEntries(next);
      setDirty(true);
    },
    [storageKey],
  );

  /** Saves what is on screen now; the local copy goes only if nothing was typed meanwhile. */
  const persist = useCallback(
    async (silent: boolean) => {
      const sent = revision.current;
      try {
        await saveRef.current(current.current, silent);
      } catch (err) {
        if (silent) setAutosaveFailed(true);
        throw err;
      }
      setAutosaveFailed(false);
      setSavedAt(Date.now());
      if (revision.current === sent) {
        clearDraft(storageKey);
        setDirty(false);
      }
    },
    [storageKey],
  );

  const blocked = dirty ? keepProblem(entries) : null;
  useEffect(() => {
    // `entries` restarts the wait on every change.
    if (!dirty || blocked) return;
    void entries;
    const timer = window.setTimeout(() => persist(true).catch(() => undefined), AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [dirty, blocked, entries, persist]);

  /** After a successful 提交: nothing is left to keep. */
  const finished = useCallback(() => {
    clearDraft(storageKey);
    setDirty(false);
  }, [storageKey]);

  return {
    entries,
    change,
    restored: start.restored,
    dirty,
    blocked,
    savedAt,
    autosaveFailed,
    saveNow: persist,
    finished,
  };
}
