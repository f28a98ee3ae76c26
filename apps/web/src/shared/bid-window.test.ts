import { describe, expect, it } from 'vitest';
import { bidUploadOpen } from './bid-window.ts';

const close = '2026-03-12T09:00:00.000Z';
const before = Date.parse(close) - 1;
const row = { status: 'passed', projectState: 'bidding', closeFileupTime: close } as const;

describe('我的项目 offers the upload', () => {
  it('to a passed company while the project takes bids and the deadline has not passed', () => {
    expect(bidUploadOpen(row, before)).toBe(true);
    expect(bidUploadOpen({ ...row, projectState: 'enrolling' }, before)).toBe(true);
  });

  it('not at or after closeFileupTime, nor once the project waits for or passed its opening', () => {
    expect(bidUploadOpen(row, Date.parse(close))).toBe(false);
    expect(bidUploadOpen({ ...row, projectState: 'awaitingOpening' as never }, before)).toBe(false);
    expect(bidUploadOpen({ ...row, projectState: 'evaluating' }, before)).toBe(false);
  });

  it('not to a company still under review or refused, nor without a deadline', () => {
    expect(bidUploadOpen({ ...row, status: 'pending' }, before)).toBe(false);
    expect(bidUploadOpen({ ...row, status: 'failed' }, before)).toBe(false);
    expect(bidUploadOpen({ ...row, closeFileupTime: null }, before)).toBe(false);
  });
});
