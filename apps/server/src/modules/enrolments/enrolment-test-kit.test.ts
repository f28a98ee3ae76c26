import { projectApi, type SupplierSelf, supplierApi } from '@swp/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { enrolmentRow, tenderWithPassedBidders } from '../../../test/kits/enrolments.ts';

const { t, api } = useTestApp();

// The kit other features' tests start from (bids, opening): its tokens must work and its rows be what it says.
describe('tenderWithPassedBidders', () => {
  it('makes a tender in 报名中 with passed, signed-in bidders and a 项目管理 token', async () => {
    const tender = await tenderWithPassedBidders(t, 2, { sections: ['第一标段', '第二标段'] });
    expect(tender.suppliers).toHaveLength(2);
    expect(tender.sectionId).toBe(tender.project.sections[0]!.id);
    for (const bidder of tender.suppliers) {
      const info = await api.get<SupplierSelf>(supplierApi.info.path, { token: bidder.token });
      expect(info.body.data).toMatchObject({ id: bidder.id, status: 'approved', canEnrol: true });
      expect(await enrolmentRow(t.db, bidder.enrolmentId)).toMatchObject({
        projectId: tender.projectId,
        supplierId: bidder.id,
        sectionId: tender.sectionId,
        status: 'passed',
      });
    }
    const detail = await api.get<{ status: string }>(projectApi.detail.path, {
      token: tender.staffToken,
      query: { id: tender.projectId },
    });
    expect(detail.body.data?.status).toBe('enrolling');
  });
});
