import type { MyEnrolment } from '@swp/core/enrol/responses';

/** A supplier's enrolment in a project still enrolling, waiting for review; override what a test is about. */
export const myEnrolment = (over: Partial<MyEnrolment> = {}): MyEnrolment => ({
  id: 1,
  projectId: 5,
  status: 'pending',
  sectionId: null,
  sectionName: null,
  projectCode: 'SW-2026-0005',
  projectName: '江城水厂二期设备采购',
  purchaseName: '江城水务集团',
  projectState: 'enrolling',
  projectStateLabel: '报名中',
  enrollEndTime: '2026-03-10T09:00:00.000Z',
  closeFileupTime: '2026-03-20T09:00:00.000Z',
  openTime: '2026-03-20T10:00:00.000Z',
  encryptMode: 'platform',
  enrolledAt: '2026-03-01T09:00:00.000Z',
  hasBid: false,
  opened: false,
  ...over,
});
