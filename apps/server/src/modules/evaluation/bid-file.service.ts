import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import type { FileStorage } from '../../plugins/storage-interface.ts';
import { type VerifiedBidFile, verifiedBidStream } from '../bids/bid-read.service.ts';
import { findBid } from '../bids/bids.repo.ts';
import { memberContext } from './evaluation-access.ts';
import { loadBidIds } from './evaluation-facts.ts';

const NO_SUCH_FILE = '文件不存在';

/**
 * `bidFile`: an opened bid of the project for a member of its committee (after 开标, memberContext), released by the
 * bids module only as it proves authentic (lib/sealed README); a bid the opening flagged is refused with its
 * finding. A bid of another project, or one the opening did not open, is 文件不存在.
 */
export async function openMemberBidFile(
  deps: Deps,
  storage: FileStorage,
  principal: Principal,
  input: { projectId: number; bidId: string },
): Promise<VerifiedBidFile> {
  await memberContext(deps.db, principal, input.projectId);
  const rowId = (await loadBidIds(deps.db, input.projectId)).rowOf(input.bidId);
  const bid = rowId === undefined ? undefined : await findBid(deps.db, rowId);
  if (!bid) throw notFound(NO_SUCH_FILE);
  return verifiedBidStream(deps, storage, bid);
}
