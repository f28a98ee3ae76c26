import type { BidReceipt } from '@swp/core/bid/responses';
import { useRef, useState } from 'react';
import { feedback } from '../../app/feedback.ts';
import { useBidUploaded } from './api.ts';
import { type BidUpload, uploadBid } from './upload.ts';

interface Target {
  projectId: number;
  sectionId: number | null;
  onUploaded?: (receipt: BidReceipt) => void;
}

/**
 * Sending a bid file with its progress and a cancel, the step both bid forms end with (平台加密: 报价 and file;
 * 投标人加密: the sealed file alone). `send` answers whether the bid was lodged; a refusal has been shown by then
 * (the server's message), a cancel says the earlier bid stands.
 */
export function useBidSend({ projectId, sectionId, onUploaded }: Target) {
  const [percent, setPercent] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const uploaded = useBidUploaded();

  const send = async (fields: Omit<BidUpload, 'projectId' | 'sectionId'>, success: string): Promise<boolean> => {
    const controller = new AbortController();
    abort.current = controller;
    setPercent(0);
    try {
      const receipt = await uploadBid({ projectId, sectionId, ...fields }, setPercent, controller.signal);
      feedback.success(success);
      uploaded();
      onUploaded?.(receipt);
      return true;
    } catch (err) {
      if ((err as Error).name === 'AbortError') feedback.info('已取消上传，之前递交的投标文件不受影响');
      return false;
    } finally {
      abort.current = null;
      setPercent(null);
    }
  };

  return { percent, send, cancel: () => abort.current?.abort() };
}
