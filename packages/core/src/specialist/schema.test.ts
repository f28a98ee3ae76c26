import { describe, expect, it } from 'vitest';
import { idNumberCheckChar } from './id-number.ts';
import { specialistCreateInput, specialistListInput, specialistUpdateInput } from './schema.ts';

const id = (first17: string) => first17 + idNumberCheckChar(first17);
const MALE_1980 = id('33010219800101123');

const firstMessage = (input: unknown) => {
  const r = specialistCreateInput.safeParse(input);
  return r.success ? null : { path: r.error.issues[0]!.path.join('.'), message: r.error.issues[0]!.message };
};

describe('specialistCreateInput', () => {
  it('fills defaults and derives gender and birth date from the ID number', () => {
    const r = specialistCreateInput.parse({ name: ' 张三 ', mobile: '13912345678', idNumber: MALE_1980.toLowerCase() });
    expect(r).toMatchObject({
      name: '张三',
      gender: 'male',
      birthDate: '1980-01-01',
      idNumber: MALE_1980,
      category: 'technical',
      external: false,
      specialtyIds: [],
      title: '',
    });
  });

  it.each([
    [{ mobile: '13912345678' }, 'name', '请输入专家姓名'],
    [{ name: '张'.repeat(51), mobile: '13912345678' }, 'name', '专家姓名不能超过50个字符'],
    [{ name: '张三' }, 'mobile', '请输入手机号'],
    [{ name: '张三', mobile: '1391234567' }, 'mobile', '请输入正确的11位手机号'],
    [
      { name: '张三', mobile: '13912345678', idNumber: '123' },
      'idNumber',
      '身份证号须为18位，前17位为数字，末位为数字或X',
    ],
    [
      { name: '张三', mobile: '13912345678', idNumber: `${MALE_1980.slice(0, 17)}0` },
      'idNumber',
      '身份证号校验位不正确，请核对',
    ],
    [{ name: '张三', mobile: '13912345678', idNumber: MALE_1980, gender: 'female' }, 'gender', '性别与身份证号不一致'],
    [
      { name: '张三', mobile: '13912345678', idNumber: MALE_1980, birthDate: '1980-01-02' },
      'birthDate',
      '出生日期与身份证号不一致',
    ],
    [{ name: '张三', mobile: '13912345678', birthDate: '1980-02-30' }, 'birthDate', '出生日期须为YYYY-MM-DD格式的日期'],
    [{ name: '张三', mobile: '13912345678', gender: 'x' }, 'gender', '性别须为男或女'],
    [{ name: '张三', mobile: '13912345678', category: 'legal' }, 'category', '专家类别须为技术类、经济类或其他类'],
    [{ name: '张三', mobile: '13912345678', specialtyIds: ['a'] }, 'specialtyIds.0', '专业类别格式不正确'],
    [{ name: '张三', mobile: '13912345678', employer: 'x'.repeat(101) }, 'employer', '工作单位不能超过100个字符'],
  ])('refuses %j at %s with “%s”', (input, path, message) => {
    expect(firstMessage(input)).toEqual({ path, message });
  });

  it('treats blank optional fields as not filled', () => {
    const r = specialistCreateInput.parse({
      name: '李四',
      mobile: '13912345678',
      idNumber: '',
      birthDate: '',
      title: null,
    });
    expect(r).toMatchObject({ idNumber: null, birthDate: null, title: '', gender: null });
  });
});

describe('specialistUpdateInput', () => {
  it('leaves absent fields absent and turns null text into empty', () => {
    const r = specialistUpdateInput.parse({ id: '7', title: null });
    expect(r).toEqual({ id: 7, title: '' });
  });
});

describe('specialistListInput', () => {
  it('reads query-string values and ignores blank filters', () => {
    const r = specialistListInput.parse({ page: '2', pageSize: '50', external: 'true', specialtyId: '3', status: '' });
    expect(r).toEqual({ page: 2, pageSize: 50, external: true, specialtyId: 3 });
    expect(specialistListInput.safeParse({ pageSize: 101 }).error?.issues[0]?.message).toBe('每页条数不能大于100');
  });
});
