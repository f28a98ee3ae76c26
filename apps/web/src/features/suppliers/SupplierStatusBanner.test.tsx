import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { SupplierStatusBanner } from './SupplierStatusBanner.tsx';

type Standing = Parameters<typeof SupplierStatusBanner>[0]['company'];

const company = (over: Partial<Standing>): Standing => ({ status: 'pending', canEnrol: false, ...over });
const renderBanner = (over: Partial<Standing>) => renderWithProviders(<SupplierStatusBanner company={company(over)} />);
const banner = () => screen.getByTestId('supplier-status-banner');
const text = () => banner().textContent ?? '';

describe('用户中心 status banner', () => {
  it('待审核: the review is under way and enrolment waits for it', () => {
    renderBanner({ status: 'pending' });
    expect(within(banner()).getByTestId('status-title').textContent).toBe('审核状态：待审核');
    expect(text()).toContain('资料审核中，审核通过后方可报名');
    expect(screen.getByTestId('status-pending').className).toContain('ant-alert-info');
    expect(screen.queryByTestId('blacklist-ban')).toBeNull();
  });

  it('已驳回: the reason, and that a change resubmits', () => {
    renderBanner({ status: 'rejected', reviewReason: '营业执照不清晰，请重新上传' });
    expect(within(banner()).getByTestId('status-title').textContent).toBe('审核状态：已驳回');
    expect(text()).toContain('驳回原因：营业执照不清晰，请重新上传');
    expect(text()).toContain('修改资料后将重新提交审核');
    expect(screen.getByTestId('status-rejected').className).toContain('ant-alert-error');
  });

  it('审核通过: may enrol, and no refusal is shown', () => {
    renderBanner({ status: 'approved', canEnrol: true });
    expect(within(banner()).getByTestId('status-title').textContent).toBe('审核状态：审核通过');
    expect(text()).toContain('可以报名参与采购项目');
    expect(text()).not.toContain('暂不能报名');
    expect(screen.getByTestId('status-approved').className).toContain('ant-alert-success');
  });

  it('已冻结: the reason', () => {
    renderBanner({ status: 'frozen', reviewReason: '资质造假' });
    expect(within(banner()).getByTestId('status-title').textContent).toBe('审核状态：已冻结');
    expect(text()).toContain('冻结原因：资质造假');
  });

  it('禁止参与: type, reason and period, and approval no longer says it may enrol', () => {
    renderBanner({
      status: 'approved',
      canEnrol: false,
      enrolRefusal: '贵公司已被列入黑名单（禁止参与），处罚期至2027年3月9日：围标串标',
      blacklist: { type: 'ban', reason: '围标串标', startDate: '2026-03-10', endDate: '2027-03-09' },
    });
    const notice = screen.getByTestId('blacklist-ban');
    expect(notice.className).toContain('ant-alert-error');
    expect(notice.textContent).toContain('贵单位已被列入黑名单（禁止参与）');
    expect(notice.textContent).toContain('原因：围标串标');
    expect(notice.textContent).toContain('处罚期：2026年3月10日 至 2027年3月9日，处罚期内不能报名参与采购项目。');
    expect(text()).not.toContain('可以报名');
    // the ban explains the refusal: it is not said twice
    expect(text()).not.toContain('暂不能报名');
  });

  it('警告: shown as a warning with its period; the company may still enrol', () => {
    renderBanner({
      status: 'approved',
      canEnrol: true,
      blacklist: { type: 'warning', reason: '逾期履约', startDate: '2026-01-01', endDate: '2026-12-31' },
    });
    const notice = screen.getByTestId('blacklist-warning');
    expect(notice.className).toContain('ant-alert-warning');
    expect(notice.textContent).toContain('贵单位已被列入黑名单（警告）');
    expect(notice.textContent).toContain('处罚期：2026年1月1日 至 2026年12月31日。');
    expect(text()).toContain('可以报名参与采购项目');
  });

  it("an approved company the server still refuses is told the server's reason", () => {
    renderBanner({ status: 'approved', canEnrol: false, enrolRefusal: '资质文件已过期' });
    expect(text()).toContain('暂不能报名：资质文件已过期');
  });
});
