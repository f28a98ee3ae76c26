import {
  ErrorCode,
  type ImportResult,
  type Page,
  type SpecialistListItem,
  specialistApi,
  specialtyApi,
} from '@swp/core';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import type { Reply } from '../../../test/client.ts';
import { uniqueMobile } from '../../../test/factories.ts';
import { poolCounts, specialistManagerToken, testIdNumber, withDemoExperts } from '../../../test/kits/specialists.ts';
import { auditLogs } from '../../db/schema/index.ts';
import { IMPORT_COLUMNS } from './excel-columns.ts';

let token: string;
const { t, api } = useTestApp();
beforeAll(async () => {
  await withDemoExperts(t);
  token = await specialistManagerToken(t.db, api);
  const mk = async (name: string, parentId?: number) =>
    (await api.post<{ id: number }>(specialtyApi.create.path, { name, parentId }, { token })).body.data!.id;
  const water = await mk('城市供水');
  await mk('泵站工程', water);
  await mk('水质检测', water);
  await mk('造价咨询');
  // 泵站工程 twice: under 城市供水 and at the top, so a bare name is ambiguous.
  await mk('泵站工程');
});

type Row = Partial<Record<(typeof IMPORT_COLUMNS)[number]['header'], string | number | Date>>;

/** A workbook as a user would fill it: the template's headers, then the rows. */
async function workbook(rows: Row[], headers = IMPORT_COLUMNS.map((c) => c.header)): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('专家信息');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(headers.map((h) => row[h as keyof Row] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const person = (overrides: Row = {}): Row => ({ 姓名: '钱工', 手机号: uniqueMobile(), 职称: '工程师', ...overrides });

async function upload(content: Buffer, filename = '专家名单.xlsx'): Promise<Reply<ImportResult>> {
  return api.upload(specialistApi.import, { name: filename, bytes: content }, { token });
}

async function download(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { token } });
  expect(response.statusCode).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  return { wb, headers: response.headers };
}

const sheetValues = (sheet: ExcelJS.Worksheet) =>
  sheet
    .getSheetValues()
    .slice(1)
    .map((r) => (Array.isArray(r) ? r.slice(1) : []));

describe('import template', () => {
  it('downloads an xlsx with Chinese headers, a sample row and a 说明 sheet listing the specialties', async () => {
    const { wb, headers } = await download(specialistApi.importTemplate.path);
    expect(headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(headers['content-disposition']).toBe(
      `attachment; filename="specialist-import-template.xlsx"; filename*=UTF-8''${encodeURIComponent('专家导入模板.xlsx')}`,
    );
    const sheet = wb.getWorksheet('专家信息')!;
    const [header, sample] = sheetValues(sheet);
    expect(header).toEqual(IMPORT_COLUMNS.map((c) => c.header));
    expect(String(sample![0])).toMatch(/^示例/);
    // Drop-downs reach the last row an import accepts.
    const genderColumn = sheet.getColumn(IMPORT_COLUMNS.findIndex((c) => c.header === '性别') + 1).letter;
    expect(sheet.getCell(`${genderColumn}2001`).dataValidation).toMatchObject({ type: 'list', formulae: ['"男,女"'] });
    const help = JSON.stringify(sheetValues(wb.getWorksheet('说明')!));
    expect(help).toContain('城市供水/泵站工程');
    expect(help).toContain('身份证号');
  });

  it('imports the template filled in as downloaded, skipping the sample row', async () => {
    const { wb } = await download(specialistApi.importTemplate.path);
    const mobile = uniqueMobile();
    wb.getWorksheet('专家信息')!.addRow(['孙工', mobile, '', '男', '1966-05-04', '高级工程师', '水质检测']);
    const reply = await upload(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(reply.body).toEqual({ code: 0, msg: '导入成功，共导入1位专家', data: { imported: 1, errors: [] } });
  });
});

describe('import', () => {
  it('imports every row of a good file in one go, with labels and specialties read', async () => {
    const idNumber = testIdNumber({ male: false, birthDate: '1978-08-08' });
    const rows = [
      person({
        姓名: '导入甲',
        身份证号: idNumber,
        专业类别: '水质检测、城市供水/泵站工程',
        专家类别: '经济类',
        '内部/外部': '外部',
      }),
      person({ 姓名: '导入乙', 性别: '男', 出生日期: new Date(Date.UTC(1970, 0, 2)), 手机号: Number(uniqueMobile()) }),
      person({
        姓名: '导入丙',
        所在地区: '绍兴市',
        工作单位: '绍兴市水务集团',
        '部门/专业组': '造价组',
        专业类别: '造价咨询',
      }),
    ];
    const reply = await upload(await workbook(rows));
    expect(reply.body).toEqual({ code: 0, msg: '导入成功，共导入3位专家', data: { imported: 3, errors: [] } });

    const page = await api.get<Page<SpecialistListItem>>(specialistApi.list.path, {
      token,
      query: { keyword: '导入' },
    });
    const byName = Object.fromEntries(page.body.data!.list.map((e) => [e.name, e]));
    expect(byName.导入甲).toMatchObject({
      gender: 'female',
      birthDate: '1978-08-08',
      category: 'economic',
      external: true,
    });
    expect(byName.导入甲!.specialties.map((s) => s.name).sort()).toEqual(['水质检测', '泵站工程'].sort());
    expect(byName.导入乙).toMatchObject({
      gender: 'male',
      birthDate: '1970-01-02',
      category: 'technical',
      external: false,
    });
    expect(byName.导入丙).toMatchObject({ region: '绍兴市', employer: '绍兴市水务集团', deptName: '造价组' });
    const logs = await t.db.select().from(auditLogs);
    expect(logs.filter((l) => l.action === 'specialist.import').at(-1)!.detail).toMatchObject({
      fileName: '专家名单.xlsx',
      count: 3,
    });
  });

  it('imports nothing when one row is bad, and says which row, column and why', async () => {
    const before = await poolCounts(t.db);
    const reply = await upload(await workbook([person(), person({ 手机号: '1380000' }), person()]));
    expect(reply.body).toEqual({
      code: 0,
      msg: '导入失败：1处错误，未导入任何专家，请改正后重新上传',
      data: { imported: 0, errors: [{ row: 3, field: '手机号', message: '请输入正确的11位手机号' }] },
    });
    expect(await poolCounts(t.db)).toEqual(before);
  });

  it('reports every problem of every row: labels, specialties, ID numbers, schema rules', async () => {
    const bad = testIdNumber();
    const before = await poolCounts(t.db);
    const reply = await upload(
      await workbook([
        person({ 性别: '未知', 专家类别: '法律类' }),
        person({ 专业类别: '不存在的专业、泵站工程' }),
        person({ 身份证号: `${bad.slice(0, 17)}${bad[17] === '0' ? '1' : '0'}`, 姓名: '' }),
        // An 18-digit number typed into a General cell: Excel keeps a rounded float.
        person({ 身份证号: Number('330102198001011234'), '内部/外部': '兼职' }),
      ]),
    );
    expect(reply.body.data!.imported).toBe(0);
    expect(reply.body.data!.errors).toEqual([
      { row: 2, field: '性别', message: '性别须为男或女' },
      { row: 2, field: '专家类别', message: '专家类别须为技术类、经济类或其他类' },
      { row: 3, field: '专业类别', message: '专业类别“不存在的专业”不存在' },
      { row: 3, field: '专业类别', message: '专业类别“泵站工程”有重名，请写完整路径，如“城市供水/泵站工程”' },
      { row: 4, field: '姓名', message: '请输入专家姓名' },
      { row: 4, field: '身份证号', message: '身份证号校验位不正确，请核对' },
      { row: 5, field: '身份证号', message: '该单元格被Excel存为数字，末尾数字已丢失，请将该列设为文本格式后重新填写' },
      { row: 5, field: '内部/外部', message: '内部/外部须填写“内部”或“外部”' },
    ]);
    expect(await poolCounts(t.db)).toEqual(before);
  });

  it('finds duplicate mobiles and ID numbers inside the file and against the pool', async () => {
    const mobile = uniqueMobile();
    const idNumber = testIdNumber();
    const before = await poolCounts(t.db);
    const inFile = await upload(
      await workbook([
        person({ 手机号: mobile, 身份证号: idNumber }),
        person(),
        person({ 手机号: mobile }),
        person({ 身份证号: idNumber }),
      ]),
    );
    expect(inFile.body.data!.errors).toEqual([
      { row: 4, field: '手机号', message: '与第2行重复' },
      { row: 5, field: '身份证号', message: '与第2行重复' },
    ]);
    expect(await poolCounts(t.db)).toEqual(before);

    const againstPool = await upload(await workbook([person(), person({ 手机号: '13900000001' })]));
    expect(againstPool.body.data).toEqual({
      imported: 0,
      errors: [{ row: 3, field: '手机号', message: '手机号已存在' }],
    });
    expect(await poolCounts(t.db)).toEqual(before);
  });

  it.each([
    ['a text file', '名单.txt', Buffer.from('姓名,手机号'), '请上传Excel文件（.xlsx格式），可先下载导入模板'],
    [
      'a renamed non-Excel file',
      '名单.xlsx',
      Buffer.from('not a spreadsheet'),
      '请上传Excel文件（.xlsx格式），可先下载导入模板',
    ],
    [
      'a broken zip',
      '名单.xlsx',
      Buffer.from('PK\u0003\u0004garbage'),
      '请上传Excel文件（.xlsx格式），可先下载导入模板',
    ],
  ])('refuses %s', async (_what, filename, content, msg) => {
    const before = await poolCounts(t.db);
    expect((await upload(content, filename)).body).toEqual({ code: ErrorCode.INVALID_INPUT, msg });
    expect(await poolCounts(t.db)).toEqual(before);
  });

  it('refuses a sheet without the required headers, an empty sheet and a request without a file', async () => {
    const noMobile = await workbook([{ 姓名: '李工' }], ['姓名', '职称']);
    expect((await upload(noMobile)).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '表头缺少“手机号”列，请使用导入模板',
    });
    expect((await upload(await workbook([]))).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '文件中没有专家数据',
    });
    expect((await api.post(specialistApi.import.path, {}, { token })).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '请选择要导入的Excel文件',
    });
  });
});

describe('export', () => {
  it('exports the filtered pool with masked ID numbers and a Chinese file name', async () => {
    const idNumber = testIdNumber();
    const mobile = uniqueMobile();
    await upload(
      await workbook([person({ 姓名: '导出专用', 身份证号: idNumber, 手机号: mobile, 专业类别: '造价咨询' })]),
    );
    const { wb, headers } = await download(`${specialistApi.export.path}?keyword=${encodeURIComponent('导出专用')}`);
    expect(headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="specialists_\\d{8}\\.xlsx"; filename\\*=UTF-8''${encodeURIComponent('专家库_')}\\d{8}\\.xlsx$`,
      ),
    );
    const rows = sheetValues(wb.getWorksheet('专家库')!);
    expect(rows[0]).toEqual(expect.arrayContaining(['姓名', '手机号', '身份证号', '专业类别', '拒绝次数']));
    expect(rows).toHaveLength(2);
    const record = Object.fromEntries((rows[0] as string[]).map((h, i) => [h, rows[1]![i]]));
    expect(record).toMatchObject({
      姓名: '导出专用',
      手机号: mobile,
      身份证号: `${idNumber.slice(0, 4)}**********${idNumber.slice(-4)}`,
      专业类别: '造价咨询',
      状态: '正常',
      '内部/外部': '内部',
    });
    const logs = await t.db.select().from(auditLogs);
    expect(logs.at(-1)).toMatchObject({ action: 'specialist.export', detail: { count: 1 } });
  });

  it('never writes a full ID number into an export of the whole pool', async () => {
    const response = await t.app.inject({ method: 'GET', url: specialistApi.export.path, headers: { token } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const ids = sheetValues(wb.getWorksheet('专家库')!).map((r) => r[4]);
    expect(ids.length).toBeGreaterThan(3);
    for (const id of ids.slice(1)) expect(String(id ?? '')).not.toMatch(/^\d{17}/);
  });

  it('answers a bad filter with the envelope, not a file', async () => {
    const reply = await api.get(`${specialistApi.export.path}?status=gone`, { token });
    expect(reply.body).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '状态须为正常或冻结' });
  });
});
