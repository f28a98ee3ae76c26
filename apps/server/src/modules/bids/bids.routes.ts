import { finished } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { type BidReceipt, bidApi, ok } from '@swp/core';
import { maxSealedBytes } from '@swp/core/bid-seal/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPdf } from '../../lib/pdf/index.ts';
import { route } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/stored-file-download.ts';
import { WorkGate } from '../../lib/work-gate.ts';
import { fileTooLarge } from '../../platform/files/files.service.ts';
import storage from '../../plugins/storage.ts';
import { type BidUploadParts, bidUploadLimits, receiveBidUpload } from './bid-multipart.ts';
import { openBidDownload, ownReceiptPdf, readOwnBid } from './bid-read.service.ts';
import { lodgeBid } from './bid-upload.service.ts';

/** 投标: the sealed upload, the company's own receipt (JSON and PDF) and the download (README.md beside this file). */
export const bidRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(storage);
  // One byte past the limit reaches the size check, which refuses it with the limit's message. A bidder-sealed file
  // is its bid file plus the seal's few bytes (the check counts the bid file inside against BID_MAX_MB).
  await app.register(multipart, { limits: bidUploadLimits(maxSealedBytes(deps.config.bidMaxBytes) + 1) });
  // A deadline surge: hundreds of companies send their file in the same minute. Only `bidUploadsAtOnce` files are
  // read at a time; the others wait here, before a byte of their body is read, so their data stays in the
  // network's buffers (TCP holds the senders back) instead of in this process's memory. The total time is the same
  // (the cores and the disk are shared either way) and each waiting upload costs its socket's one read, not a
  // stream's worth of buffers. Never refused for being in line: a bid must not fail because others are uploading.
  const uploadLine = new WorkGate(deps.config.bidUploadsAtOnce, Number.POSITIVE_INFINITY);

  // multipart/form-data: projectId, offer, optional sectionId, THEN the file part `file` (bid-multipart.ts).
  route(app, bidApi.upload, async (request) => {
    const place = uploadLine.admit();
    let lodging: { upload: BidUploadParts; receipt: Promise<BidReceipt> };
    try {
      lodging = await place.run(async () => {
        const upload = await receiveBidUpload(request, fileTooLarge(deps.config.bidMaxBytes));
        const receipt = lodgeBid(deps, app.storage, request.principal!, upload, { ip: request.ip });
        // The place is for reading the body: given back once the file has been read (or the upload refused),
        // not held through the flush to the disk and the transaction that follow, which need no buffers.
        await Promise.race([finished(upload.stream).catch(() => undefined), receipt.catch(() => undefined)]);
        return { upload, receipt };
      });
    } finally {
      place.leave();
    }
    try {
      return ok(await lodging.receipt, '投标文件已递交');
    } catch (error) {
      // Read the rest of a refused upload so that the request completes and the answer reaches the browser.
      lodging.upload.discard();
      throw error;
    }
  });

  route(app, bidApi.mine, async (request) => ok(await readOwnBid(deps, request.principal!, request.body)));

  route(app, bidApi.receipt, async (request, reply) => {
    const { pdf, fileName, asciiName } = await ownReceiptPdf(deps, request.principal!, request.query);
    return sendPdf(reply, pdf, fileName, asciiName);
  });

  // The owner any time; staff of 项目管理 and the project's bidders after the opening: the service decides.
  route(app, bidApi.download, async (request, reply) => {
    const { facts, stream } = await openBidDownload(deps, app.storage, request.principal, request.query.bidId);
    return sendStoredFile(reply, { mimeType: facts.mimeType, size: facts.size, originalName: facts.fileName }, stream);
  });
};
