import { renderPlaceholders } from '@swp/core/announcement/placeholders';
import type { ProjectDetail } from '@swp/core/project/api';
import { describe, expect, it } from 'vitest';
import { emptyPlaceholders, projectPreviewSources, samplePreviewSources } from './preview-sources.ts';

const project = {
  id: 7,
  projectName: '城北水厂清水池改造工程',
  projectCode: 'SW-2026-0007',
  purchaseWay: 1,
  totalInvestment: '1234567.5',
  budget: '1200000.00',
  enrollTime: '2026-03-02T01:00:00.000Z',
  enrollEndTime: '2026-03-09T09:00:00.000Z',
  closeFileupTime: null,
  openTime: null,
  gsTime: null,
  lossDes: '有效投标人不足3家',
  actions: ['publishCorrection'],
} as unknown as ProjectDetail;

describe('template preview sources', () => {
  it('renders a project through core renderPlaceholders: formatted amounts, Beijing dates, purchase way', () => {
    const { html, unknown } = renderPlaceholders(
      '<p>{{projectName}} {{purchaseWay}} {{totalInvestment}} {{enrollEndTime}} {{nope}}</p>',
      projectPreviewSources(project, 'tender'),
    );
    expect(html).toBe('<p>城北水厂清水池改造工程 询价采购 1,234,567.50 2026年3月9日 17:00 {{nope}}</p>');
    expect(unknown).toEqual(['nope']);
  });

  it('passes only the sources of the announcement type, as publishing does', () => {
    expect(Object.keys(projectPreviewSources(project, 'tender'))).toEqual(['project', 'announcement']);
    expect(Object.keys(projectPreviewSources(project, 'failure'))).toEqual(['project', 'announcement', 'failed']);
    expect(renderPlaceholders('{{lossDes}}', projectPreviewSources(project, 'failure')).html).toBe('有效投标人不足3家');
    expect(Object.keys(samplePreviewSources('win'))).toEqual(['project', 'announcement', 'result', 'win']);
  });

  it('names the placeholders the chosen project has no value for, once each', () => {
    const html = '{{openTime}} {{projectName}} {{closeFileupTime}} {{openTime}} {{unknown}}';
    expect(emptyPlaceholders(html, projectPreviewSources(project, 'tender'))).toEqual([
      '开标时间',
      '投标文件上传截止时间',
    ]);
    expect(emptyPlaceholders(html, samplePreviewSources('tender'))).toEqual([]);
  });
});
