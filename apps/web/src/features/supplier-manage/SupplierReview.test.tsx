import type { Qualification, SupplierDetail } from '@swp/core/supplier/responses';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOW, WAIT } from '../../test/http.ts';
import { qualification } from '../../test/qualification.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { SupplierDocuments } from './SupplierDocuments.tsx';
import { FreezeModal, RejectModal } from './SupplierReasonModals.tsx';

const company = { id: 7, companyName: '江城水务设备有限公司', creditCode: '91330100MA2B3C4D5E' };

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ code: 0, msg: '操作成功' }), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('驳回', () => {
  it(
    'needs a reason (blank or spaces are refused, nothing is sent), then sends it with pass: false',
    SLOW,
    async () => {
      const onClose = vi.fn();
      renderWithProviders(<RejectModal supplier={company} onClose={onClose} />);
      const reason = await screen.findByTestId('reason-input', {}, WAIT);
      fireEvent.click(screen.getByTestId('reason-ok'));
      expect(await screen.findByText('请输入驳回原因', {}, WAIT)).toBeTruthy();

      fireEvent.change(reason, { target: { value: '   ' } });
      fireEvent.click(screen.getByTestId('reason-ok'));
      expect(await screen.findByText('请输入驳回原因', {}, WAIT)).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(onClose).not.toHaveBeenCalled();

      fireEvent.change(reason, { target: { value: '营业执照图片不清晰，请重新上传' } });
      fireEvent.click(screen.getByTestId('reason-ok'));
      await waitFor(() => expect(onClose).toHaveBeenCalled(), WAIT);
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/api/supplerManage/audit');
      expect(JSON.parse(String(init.body))).toEqual({ id: 7, pass: false, reason: '营业执照图片不清晰，请重新上传' });
    },
  );

  it('stays open when the server refuses, showing its message', SLOW, async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ code: 1, msg: '该供应商不是待审核状态，不能审核' }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const onClose = vi.fn();
    renderWithProviders(<RejectModal supplier={company} onClose={onClose} />);
    fireEvent.change(await screen.findByTestId('reason-input', {}, WAIT), { target: { value: '资料不全' } });
    fireEvent.click(screen.getByTestId('reason-ok'));
    expect(await screen.findByText('该供应商不是待审核状态，不能审核', {}, WAIT)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('reason-input')).toBeTruthy();
  });
});

describe('冻结', () => {
  it('takes a reason as long as core allows (500), not the 200 of the expert reasons', SLOW, async () => {
    renderWithProviders(<FreezeModal freezing={{ supplier: company, mode: 'freeze' }} onClose={() => undefined} />);
    const reason = (await screen.findByTestId('reason-input', {}, WAIT)) as HTMLTextAreaElement;
    expect(reason.maxLength).toBe(500);
  });
});

function supplierWith(qualifications: Qualification[]): SupplierDetail {
  return {
    ...company,
    account: 'jcsw',
    legalPerson: '李明',
    contactName: '张丽',
    mobile: '13900001111',
    address: '',
    email: '',
    businessScope: '',
    status: 'approved',
    registeredAt: '2026-01-05T02:00:00.000Z',
    licences: [],
    qualifications,
    contacts: [],
    history: [],
  };
}

const rowOf = (docType: string) => screen.getByText(docType).closest('tr') as HTMLElement;

describe('资质文件的有效期', () => {
  it('tags an expired document red and one about to expire orange; a valid or open-ended one has no tag', async () => {
    renderWithProviders(
      <SupplierDocuments
        supplier={supplierWith([
          qualification({ docType: '安全生产许可证', validUntil: '2026-01-31', expiry: 'expired' }),
          qualification({ docType: '质量管理体系认证证书', validUntil: '2026-03-20', expiry: 'expiring' }),
          qualification({ docType: '建筑业企业资质证书', validUntil: '2030-12-31', expiry: 'valid' }),
          qualification({ docType: '计量器具型式批准证书', validUntil: null, expiry: 'valid' }),
        ])}
        onPreview={() => undefined}
      />,
    );
    const expired = within(rowOf('安全生产许可证')).getByText('已过期');
    expect(expired.className).toContain('ant-tag-red');
    expect(within(rowOf('安全生产许可证')).getByText('2026-01-31')).toBeTruthy();

    const expiring = within(rowOf('质量管理体系认证证书')).getByText('即将到期');
    expect(expiring.className).toContain('ant-tag-orange');

    for (const docType of ['建筑业企业资质证书', '计量器具型式批准证书']) {
      expect(within(rowOf(docType)).queryByText('已过期')).toBeNull();
      expect(within(rowOf(docType)).queryByText('即将到期')).toBeNull();
    }
    expect(within(rowOf('计量器具型式批准证书')).getByText('长期有效')).toBeTruthy();
  });

  it('opens each document in the preview', async () => {
    const onPreview = vi.fn();
    const doc = qualification({ docType: '安全生产许可证' });
    renderWithProviders(<SupplierDocuments supplier={supplierWith([doc])} onPreview={onPreview} />);
    fireEvent.click(within(rowOf('安全生产许可证')).getByTestId('preview-file'));
    expect(onPreview).toHaveBeenCalledWith(doc.file);
  });
});
