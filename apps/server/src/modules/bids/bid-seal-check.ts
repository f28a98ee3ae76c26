import { Transform, type TransformCallback } from 'node:stream';
import { BidSealError, type BidSealFrame, BidSealFraming } from '@swp/core/bid-seal/index';
import { invalid } from '../../lib/errors.ts';

/**
 * 投标人加密's upload check (README.md, docs/bid-seal-format.md): passes a bidder-sealed file through unchanged
 * while core's keyless framing walks it — the header (magic, version, KDF parameters, chunk size) and every chunk
 * record to a whole final one — and fails the stream at the first fault with the format's Chinese words, so the
 * storage discards what it had. Holds only the header. `maxPlaintextBytes` is BID_MAX_MB: the bid file inside,
 * not the few bytes the seal adds, is what the limit counts.
 */
export class SealedBidCheck extends Transform {
  private readonly framing: BidSealFraming;
  frame: BidSealFrame | null = null;

  constructor(
    maxPlaintextBytes: number,
    private readonly tooLargeMessage: string,
  ) {
    super();
    this.framing = new BidSealFraming(maxPlaintextBytes);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.framing.push(chunk);
      done(null, chunk);
    } catch (error) {
      done(this.refusal(error));
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      this.frame = this.framing.end();
      done();
    } catch (error) {
      done(this.refusal(error));
    }
  }

  private refusal(error: unknown) {
    if (!(error instanceof BidSealError)) return error as Error;
    return invalid(error.fault === 'too-large' ? this.tooLargeMessage : error.message);
  }
}
