import { ConfirmPath } from '@swp/core/extraction/confirm-paths';
import type { IsAffirm } from '@swp/core/extraction/invitation';

/**
 * The two public confirmation pages (docs/product.md, docs/integration.md). They differ only in the API prefix, the name of the key field
 * on extractConfirm, and whether the invitation names the bid opening's time and place.
 */
export type ConfirmKind = 'project' | 'external';

export interface KindConfig {
  infoPath: string;
  codePath: string;
  confirmPath: string;
  /** The field that carries the link key t on extractConfirm: strKey (page 1) or id (page 2). */
  keyField: 'strKey' | 'id';
  /** Page 1 states the opening's time and place. */
  showsOpening: boolean;
}

export const KINDS: Record<ConfirmKind, KindConfig> = {
  project: {
    infoPath: ConfirmPath.project.getConfirmInfo,
    codePath: ConfirmPath.project.getCode,
    confirmPath: ConfirmPath.project.extractConfirm,
    keyField: 'strKey',
    showsOpening: true,
  },
  external: {
    infoPath: ConfirmPath.external.getConfirmInfo,
    codePath: ConfirmPath.external.getCode,
    confirmPath: ConfirmPath.external.extractConfirm,
    keyField: 'id',
    showsOpening: false,
  },
};

/** The server serves confirm.html for exactly these two paths (apps/server/src/plugins/web.ts). */
export function kindOfPath(pathname: string): ConfirmKind {
  return pathname.replace(/\/+$/, '') === '/specialist-extract-confirm' ? 'external' : 'project';
}

/** docs/product.md confirmation detail (`data.data`); address is read on page 1 only. Times as the server sends them. */
export interface ConfirmDetail {
  specialistName: string;
  openTime?: string | null;
  address?: string | null;
  isAffirm: IsAffirm;
  affirmTime: string | null;
  sendurlSendtime: string | null;
  /** Beyond the product's fields: the server's clock when it answered; the link's 10 minutes are timed by it. */
  serverTime?: string | null;
}

/** The two answers the page can give (docs/product.md): 1 确认参加, -1 无法参加. */
export type Answer = 1 | -1;
