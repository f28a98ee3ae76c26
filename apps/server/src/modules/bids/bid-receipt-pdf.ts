import { amountInCapitals, formatYuan, SHANGHAI_OFFSET_MS } from '@swp/core';
import { renderPdf } from '../../lib/pdf/index.ts';
import type { BidFileFacts } from './bid-file-facts.ts';
import type { BidRow, findReceiptNames } from './bids.repo.ts';

type ReceiptNames = NonNullable<Awaited<ReturnType<typeof findReceiptNames>>>;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** `2026-03-04 10:15:30（北京时间）`: a receipt is read to the second, in Beijing time whatever the server's zone. */
export function receiptTime(at: Date): string {
  const d = new Date(at.getTime() + SHANGHAI_OFFSET_MS);
  const date = `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
  return `${date} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}（北京时间）`;
}

/** `5,242,880 字节（5.00 MB）`: the exact count the hash was taken over, and a size people read. */
export function receiptSize(bytes: number): string {
  const readable = bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(2)} KB`;
  return `${bytes.toLocaleString('en-US')} 字节（${readable}）`;
}

/**
 * The 投标回执 as a PDF: the same figures the upload answered (file name, size, SHA-256, the server's time of
 * receipt), with the project, the company and the 报价 in figures and in capitals — the bidder's own proof of the
 * price it lodged, as Chinese practice writes a binding amount. Only the company that lodged the bid is given it
 * (bid-read.service.ts); the note asks it to keep the paper to itself until the opening. Numbered by the bid's
 * public id (random, never the row's serial key), the id every other answer names the bid by.
 */
export function buildBidReceiptPdf(
  bid: BidRow,
  file: BidFileFacts,
  offer: string | null,
  names: ReceiptNames,
  now: Date,
): Promise<Buffer> {
  const fields: [string, string][] = [
    ['项目名称', names.projectName],
    ['项目编号', names.projectCode],
    ...(names.sectionName ? ([['标段', names.sectionName]] as [string, string][]) : []),
    ['投标单位', names.companyName],
    ['统一社会信用代码', names.creditCode],
    ['回执编号', bid.publicId],
    ['文件名称', file.fileName],
    ['文件大小', receiptSize(file.size)],
    ['SHA-256', file.sha256],
    ['接收时间', receiptTime(bid.receivedAt)],
    ...((offer === null
      ? [['投标报价', '已由投标人加密封存于投标文件中，开标时由投标人解密后公布']]
      : [
          ['投标报价（小写）', formatYuan(offer)],
          ['投标报价（大写）', amountInCapitals(offer)],
        ]) as [string, string][]),
    ['加密方式', bid.seal === 'bidder' ? '投标人加密' : '平台加密'],
    ['递交次数', `第 ${bid.uploads} 次递交（以最后一次为准）`],
  ];
  return renderPdf({
    title: '投标回执',
    fields,
    notes: [
      '本回执所载文件大小与 SHA-256 摘要由服务器在接收文件时计算，接收时间以服务器时间为准。',
      ...(bid.seal === 'bidder'
        ? [
            '投标文件与投标报价已由投标人加密，本回执的文件大小与 SHA-256 为所接收的密封文件；开标前任何人（含采购人和平台）均不能查看。',
            '开标时须凭解密口令或解密密钥文件解密；因投标人原因未能解密的，视为撤销投标。',
          ]
        : [
            '投标文件与投标报价已加密封存，开标前任何人（含采购人）均不能查看；开标时系统将解密文件并核对其 SHA-256 与本回执一致。',
            '本回执载有投标报价，仅供投标人本单位留存核对，开标前请勿向他人出示。',
          ]),
      `打印时间：${receiptTime(now)}`,
    ],
    createdAt: now,
  });
}

export const receiptFileName = (projectCode: string) => ({
  fileName: `投标回执_${projectCode}.pdf`,
  asciiName: `bid-receipt-${projectCode}.pdf`,
});
