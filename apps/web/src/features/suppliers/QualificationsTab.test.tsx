import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { qualification } from '../../test/qualification.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { QualificationsTab } from './QualificationsTab.tsx';

const rowOf = (docType: string) => screen.getByText(docType).closest('tr') as HTMLElement;

describe('资质文件', () => {
  it('tags each document 有效 / 即将到期 / 已过期 and lists those that need attention', () => {
    renderWithProviders(
      <QualificationsTab
        onPreview={() => undefined}
        qualifications={[
          qualification({ docType: '安全生产许可证', validUntil: '2026-04-01', expiry: 'expiring' }),
          qualification({ docType: '质量管理体系认证证书', validUntil: '2025-12-31', expiry: 'expired' }),
          qualification({ docType: '建筑业企业资质证书', validUntil: '2029-06-30', expiry: 'valid' }),
          qualification({ docType: '计量器具型式批准证书', validUntil: null, expiry: 'valid' }),
        ]}
      />,
    );
    expect(within(rowOf('安全生产许可证')).getByTestId('expiry-expiring').textContent).toBe('即将到期');
    expect(within(rowOf('质量管理体系认证证书')).getByTestId('expiry-expired').textContent).toBe('已过期');
    expect(within(rowOf('建筑业企业资质证书')).getByTestId('expiry-valid').textContent).toBe('有效');
    const forever = rowOf('计量器具型式批准证书');
    expect(forever.textContent).toContain('长期有效');
    expect(within(forever).getByTestId('expiry-valid').textContent).toBe('有效');

    expect(screen.getByTestId('expiring-alert').textContent).toBe(
      '以下资质文件将在30天内到期，请及时更新：安全生产许可证（2026年4月1日）',
    );
    expect(screen.getByTestId('expired-alert').textContent).toBe(
      '以下资质文件已过期，请尽快上传新证书：质量管理体系认证证书（2025年12月31日）',
    );
  });

  it('says nothing when every document is valid, and invites an upload when there is none', () => {
    const { unmount } = renderWithProviders(
      <QualificationsTab onPreview={() => undefined} qualifications={[qualification({ docType: '安全生产许可证' })]} />,
    );
    expect(screen.queryByTestId('expiring-alert')).toBeNull();
    expect(screen.queryByTestId('expired-alert')).toBeNull();
    unmount();

    renderWithProviders(<QualificationsTab onPreview={() => undefined} qualifications={[]} />);
    expect(screen.getByText('暂无资质文件，点击“新增资质”上传')).toBeTruthy();
  });
});

describe('新增资质 / 编辑资质', () => {
  it('opens empty for a new document after another was edited or abandoned', { timeout: 30_000 }, async () => {
    const wait = { timeout: 10_000 };
    renderWithProviders(
      <QualificationsTab
        onPreview={() => undefined}
        qualifications={[
          qualification({ docType: '安全生产许可证', docNumber: 'AQ-2026-001', validUntil: '2026-04-01' }),
        ]}
      />,
    );
    fireEvent.click(screen.getByTestId('qualification-edit'));
    const number = (await screen.findByTestId('qualification-number', {}, wait)) as HTMLInputElement;
    expect(number.value).toBe('AQ-2026-001');
    expect(screen.getByText(/资质\d+\.pdf（/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByTestId('qualification-number')).toBeNull(), wait);

    fireEvent.click(screen.getByTestId('qualification-add'));
    const fresh = (await screen.findByTestId('qualification-number', {}, wait)) as HTMLInputElement;
    expect(fresh.value).toBe('');
    expect(screen.queryByText(/资质\d+\.pdf（/)).toBeNull();
    expect(screen.getByText('新增资质', { selector: '.ant-modal-title' })).toBeTruthy();

    // 保存 submits the modal's form: each rule answers, nothing is sent
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入资质名称', {}, wait)).toBeTruthy();
    expect(screen.getByText('请输入证书编号')).toBeTruthy();
    expect(screen.getByText('请上传资质文件')).toBeTruthy();
  });
});
