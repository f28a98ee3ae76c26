import type { SupplierSelf } from '@swp/core/supplier/index';
import { describe, expect, it } from 'vitest';
import { supplierFileProblem } from './files.ts';
import { changedKeyFields, profileOf } from './profile.ts';

const licence = { id: 'a0000000-0000-4000-8000-000000000001', name: '执照.pdf', size: 10, mimeType: 'application/pdf' };
const company = {
  companyName: '江城清源水处理设备有限公司',
  creditCode: '91330100MA2B3C4D5X',
  legalPerson: '王建国',
  contactName: '李晓',
  address: '',
  email: '',
  businessScope: '',
  licences: [licence],
} as unknown as SupplierSelf;

describe('key field changes (they send the company back to review)', () => {
  it('names each key field changed, and none for other fields or the same values written differently', () => {
    const same = profileOf(company);
    expect(changedKeyFields(company, { ...same, contactName: '张三', address: '江城市滨江路1号' })).toEqual([]);
    expect(changedKeyFields(company, { ...same, companyName: ' 江城清源水处理设备有限公司 ' })).toEqual([]);
    expect(changedKeyFields(company, { ...same, creditCode: '91330100ma2b3c4d5x' })).toEqual([]);
    expect(changedKeyFields(company, { ...same, legalPerson: '王小明', licenceFileIds: [] })).toEqual([
      '法定代表人',
      '营业执照',
    ]);
    expect(
      changedKeyFields(company, {
        ...same,
        companyName: '江城清源环保科技有限公司',
        licenceFileIds: [licence.id, 'a0000000-0000-4000-8000-000000000002'],
      }),
    ).toEqual(['企业名称', '营业执照']);
  });
});

describe('supplier document checks before upload', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });
  it('takes PDF, JPEG and PNG up to 10 MB', () => {
    expect(supplierFileProblem(file('执照.pdf', 'application/pdf'))).toBeNull();
    expect(supplierFileProblem(file('执照.JPG', 'image/jpeg'))).toBeNull();
    expect(supplierFileProblem(file('执照.png', 'image/png', 10 * 1024 * 1024))).toBeNull();
    expect(supplierFileProblem(file('执照.pdf', ''))).toBeNull();
  });
  it('refuses other types, a renamed file, empty and oversized files', () => {
    expect(supplierFileProblem(file('执照.docx', 'application/msword'))).toMatch(/格式不支持/);
    expect(supplierFileProblem(file('执照.pdf', 'application/zip'))).toMatch(/格式不支持/);
    expect(supplierFileProblem(file('执照.gif', 'image/gif'))).toMatch(/格式不支持/);
    expect(supplierFileProblem(file('执照.pdf', 'application/pdf', 0))).toMatch(/空文件/);
    expect(supplierFileProblem(file('执照.pdf', 'application/pdf', 10 * 1024 * 1024 + 1))).toMatch(/超过 10 MB/);
  });
});
