import type { RenderedHtml } from '@swp/core/announcement/api';
import { STALE_TEXT_REFUSAL } from '@swp/core/announcement/refresh';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { desktopScreenForEachTest } from '../../test/desktop-screen.ts';
import { project } from '../../test/evaluation-progress.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { PreviewModal } from './PreviewModal.tsx';

desktopScreenForEachTest();

const TITLE = '城北水厂询价公告';
const base: RenderedHtml = {
  html:
    '<h2>城北水厂询价公告</h2><p>报名截止：' +
    '<mark data-stale="true" title="项目当前值：2030年3月8日 17:00，发布时自动更新">2030年3月5日 17:00</mark></p>',
  unknown: [],
  stale: [
    {
      reference: 'announcement.enrollEndTime',
      label: '报名截止时间',
      written: '2030年3月5日 17:00',
      current: '2030年3月8日 17:00',
    },
  ],
  strayTimes: [],
};

function show(rendered: RenderedHtml, type: 'tender' | 'result' = 'tender', onRegenerate = vi.fn()) {
  renderWithProviders(
    <PreviewModal
      project={project({ projectName: '城北水厂', purchaseWayLabel: '询价', enrollEndTime: '2030-03-05T09:00:00Z' })}
      type={type}
      typeLabel={type === 'tender' ? '招标公告' : '结果公示'}
      title={type === 'tender' ? TITLE : '城北水厂结果公示'}
      rendered={rendered}
      attachments={[]}
      enrollEndTime="2030-03-08T09:00:00.000Z"
      onRegenerate={onRegenerate}
      onClose={() => {}}
    />,
  );
  return onRegenerate;
}

describe('公告预览', () => {
  it('marks a stale value visibly, with the project’s current value as its tooltip, and lists it', () => {
    show(base);
    const mark = screen.getByTestId('bulletin-html').querySelector('mark[data-stale]');
    expect(mark?.textContent).toBe('2030年3月5日 17:00');
    expect(mark?.getAttribute('title')).toBe('项目当前值：2030年3月8日 17:00，发布时自动更新');
    expect(screen.getByTestId('preview-stale').textContent).toContain(
      '报名截止时间：2030年3月5日 17:00 → 2030年3月8日 17:00',
    );
    expect(screen.queryByTestId('preview-stray-times')).toBeNull();
    // The header states the deadline the draft will enforce, and the title is shown once.
    expect(screen.getByTestId('bulletin-meta').textContent).toContain('报名截止：2030-03-08 17:00');
    expect(screen.getAllByText(TITLE)).toHaveLength(1);
  });

  it('times it cannot update: the refusal’s words and a one-click 重新生成', () => {
    const onRegenerate = show({ ...base, stale: [], strayTimes: ['2030年3月5日 17:00'] });
    const alert = screen.getByTestId('preview-stray-times');
    expect(alert.textContent).toContain(STALE_TEXT_REFUSAL);
    fireEvent.click(screen.getByTestId('preview-regenerate'));
    expect(onRegenerate).toHaveBeenCalledOnce();
  });

  it('a 结果公示’s header has no 报名截止', () => {
    show({ html: '<p>公示</p>', unknown: [] }, 'result');
    expect(screen.getByTestId('bulletin-meta').textContent).not.toContain('报名截止');
    expect(screen.queryByTestId('preview-stale')).toBeNull();
  });
});
