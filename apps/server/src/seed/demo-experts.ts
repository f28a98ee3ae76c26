import { type ExpertCategory, idNumberCheckChar } from '@swp/core';
import type { DbOrTx } from '../db/client.ts';
import {
  addSpecialties,
  findSpecialistIdByMobile,
  insertSpecialists,
  type NewSpecialist,
  updateSpecialistRow,
} from '../modules/specialists/specialists.repo.ts';
import { insertSpecialty, listSpecialties } from '../modules/specialties/specialties.repo.ts';

/**
 * Demo data for 专家管理: a 专业类别 tree and about 40 experts across Zhejiang, enough for the list, the
 * filters and a draw to show something real. Runs inside seedDemoData's first-start transaction and does nothing
 * when specialties exist already. The demo expert 王工 (zhuanjia / 13900000001) keeps his login and gets a title,
 * birth date and specialty, so that he can be drawn too.
 */

const TREE: [string, string[]][] = [
  ['给排水工程', ['给水工程', '排水工程']],
  ['水处理工艺', ['净水工艺', '污水处理', '污泥处置']],
  ['管网工程', ['管网设计', '管道施工', '管网检漏']],
  ['机电设备', ['水泵机组', '电气设备']],
  ['自动化控制', ['仪表与自控', '信息化系统']],
  ['工程造价', []],
  ['财务审计', []],
  ['法律', []],
];

/** The 6-digit region code of each city's main district, for valid-looking demo ID numbers. */
const REGION_CODES: Record<string, string> = {
  杭州市: '330106',
  宁波市: '330203',
  温州市: '330302',
  嘉兴市: '330402',
  湖州市: '330502',
  绍兴市: '330602',
  金华市: '330702',
  台州市: '331002',
};

type Row = [
  name: string,
  gender: 'male' | 'female',
  birthDate: string,
  title: string,
  employer: string,
  region: keyof typeof REGION_CODES,
  category: ExpertCategory,
  external: boolean,
  specialties: string[],
];

const T = 'technical' as const;
const E = 'economic' as const;
const O = 'other' as const;

const EXPERTS: Row[] = [
  [
    '陈建华',
    'male',
    '1968-03-12',
    '正高级工程师',
    '杭州市水务集团有限公司',
    '杭州市',
    T,
    false,
    ['给水工程', '净水工艺'],
  ],
  [
    '李卫东',
    'male',
    '1972-07-25',
    '高级工程师',
    '杭州市水务集团有限公司',
    '杭州市',
    T,
    false,
    ['管网设计', '管网检漏'],
  ],
  ['张丽萍', 'female', '1979-11-02', '高级工程师', '杭州市排水有限公司', '杭州市', T, false, ['排水工程', '污水处理']],
  ['王志刚', 'male', '1965-01-19', '正高级工程师', '浙江省城乡规划设计研究院', '杭州市', T, true, ['给排水工程']],
  ['刘晓燕', 'female', '1983-05-30', '工程师', '杭州市水务集团有限公司', '杭州市', T, false, ['仪表与自控']],
  ['杨海峰', 'male', '1975-09-08', '高级工程师', '中国联合工程有限公司', '杭州市', T, true, ['水泵机组', '电气设备']],
  ['赵敏', 'female', '1980-12-14', '高级会计师', '杭州市水务集团有限公司', '杭州市', E, false, ['财务审计']],
  ['黄国强', 'male', '1970-04-27', '高级经济师', '浙江天平投资咨询有限公司', '杭州市', E, true, ['工程造价']],
  [
    '周文斌',
    'male',
    '1963-08-16',
    '高级工程师',
    '宁波市供排水集团有限公司',
    '宁波市',
    T,
    false,
    ['给水工程', '管道施工'],
  ],
  [
    '吴秀英',
    'female',
    '1977-02-21',
    '高级工程师',
    '宁波市供排水集团有限公司',
    '宁波市',
    T,
    false,
    ['污水处理', '污泥处置'],
  ],
  ['徐明', 'male', '1985-06-03', '工程师', '宁波市供排水集团有限公司', '宁波市', T, false, ['信息化系统']],
  ['孙立新', 'male', '1969-10-10', '高级工程师', '宁波市政工程设计研究院', '宁波市', T, true, ['管网设计']],
  ['胡春梅', 'female', '1974-03-05', '高级会计师', '宁波市供排水集团有限公司', '宁波市', E, false, ['财务审计']],
  ['朱伟', 'male', '1981-07-17', '一级造价工程师', '宁波华正工程咨询有限公司', '宁波市', E, true, ['工程造价']],
  [
    '高建平',
    'male',
    '1966-11-28',
    '正高级工程师',
    '绍兴市水务产业有限公司',
    '绍兴市',
    T,
    false,
    ['净水工艺', '给水工程'],
  ],
  [
    '林静',
    'female',
    '1986-01-09',
    '工程师',
    '绍兴市水务产业有限公司',
    '绍兴市',
    T,
    false,
    ['仪表与自控', '信息化系统'],
  ],
  ['何勇', 'male', '1973-05-22', '高级工程师', '绍兴市水务产业有限公司', '绍兴市', T, false, ['管道施工', '管网检漏']],
  ['郭晓东', 'male', '1978-09-13', '高级工程师', '绍兴柯桥排水有限公司', '绍兴市', T, false, ['排水工程']],
  ['马丽', 'female', '1982-12-01', '经济师', '绍兴市水务产业有限公司', '绍兴市', E, false, ['工程造价']],
  ['罗志强', 'male', '1971-02-14', '律师', '浙江泽大律师事务所', '杭州市', O, true, ['法律']],
  ['梁红', 'female', '1976-06-26', '律师', '浙江天册律师事务所', '杭州市', O, false, ['法律']],
  [
    '宋国华',
    'male',
    '1962-04-04',
    '正高级工程师',
    '嘉兴市水务投资集团有限公司',
    '嘉兴市',
    T,
    false,
    ['给排水工程', '净水工艺'],
  ],
  ['郑海燕', 'female', '1984-08-19', '工程师', '嘉兴市水务投资集团有限公司', '嘉兴市', T, false, ['污水处理']],
  [
    '谢建军',
    'male',
    '1967-10-31',
    '高级工程师',
    '嘉兴市联合污水管网有限公司',
    '嘉兴市',
    T,
    false,
    ['管网设计', '排水工程'],
  ],
  ['韩雪', 'female', '1988-03-23', '会计师', '嘉兴市水务投资集团有限公司', '嘉兴市', E, false, ['财务审计']],
  ['唐俊', 'male', '1979-07-07', '高级工程师', '湖州市水务集团有限公司', '湖州市', T, false, ['水泵机组']],
  ['冯玉兰', 'female', '1972-11-11', '高级工程师', '湖州市水务集团有限公司', '湖州市', T, false, ['给水工程']],
  ['于洪涛', 'male', '1974-01-15', '高级工程师', '湖州市城市规划设计研究院', '湖州市', T, true, ['给排水工程']],
  [
    '董建新',
    'male',
    '1964-05-18',
    '正高级工程师',
    '金华市水务集团有限公司',
    '金华市',
    T,
    false,
    ['净水工艺', '污泥处置'],
  ],
  ['萧红霞', 'female', '1981-09-27', '高级工程师', '金华市水务集团有限公司', '金华市', T, false, ['电气设备']],
  ['程亮', 'male', '1987-02-08', '工程师', '金华市水务集团有限公司', '金华市', T, false, ['管道施工']],
  ['曹文', 'male', '1970-06-12', '高级会计师', '金华市审计事务所', '金华市', E, true, ['财务审计']],
  [
    '袁志明',
    'male',
    '1968-08-29',
    '高级工程师',
    '温州市公用事业发展集团有限公司',
    '温州市',
    T,
    false,
    ['给水工程', '管网检漏'],
  ],
  ['邓丽君', 'female', '1983-04-16', '工程师', '温州市排水有限公司', '温州市', T, false, ['排水工程', '污水处理']],
  [
    '许国栋',
    'male',
    '1961-12-20',
    '正高级工程师',
    '温州市公用事业发展集团有限公司',
    '温州市',
    T,
    false,
    ['自动化控制'],
  ],
  ['傅晓峰', 'male', '1976-10-03', '一级造价工程师', '温州中瓯工程咨询有限公司', '温州市', E, true, ['工程造价']],
  ['沈佳', 'female', '1989-05-25', '工程师', '台州市水务集团股份有限公司', '台州市', T, false, ['仪表与自控']],
  [
    '曾庆华',
    'male',
    '1973-03-09',
    '高级工程师',
    '台州市水务集团股份有限公司',
    '台州市',
    T,
    false,
    ['管网设计', '管道施工'],
  ],
  ['彭伟', 'male', '1954-07-21', '正高级工程师', '浙江大学建筑设计研究院', '杭州市', T, true, ['水处理工艺']],
  [
    '吕芳',
    'female',
    '1980-01-28',
    '高级经济师',
    '台州市水务集团股份有限公司',
    '台州市',
    E,
    false,
    ['工程造价', '财务审计'],
  ],
];

/** One demo expert is frozen, so the 状态 filter and the draw's refusals show something. */
const FROZEN = new Set(['郭晓东']);

function demoIdNumber(region: string, birthDate: string, index: number, gender: 'male' | 'female'): string {
  const sequence = `${String(10 + (index % 90)).padStart(2, '0')}${(index % 5) * 2 + (gender === 'male' ? 1 : 0)}`;
  const first17 = `${REGION_CODES[region]}${birthDate.replaceAll('-', '')}${sequence}`;
  return first17 + idNumberCheckChar(first17);
}

export async function seedDemoExperts(tx: DbOrTx, now: Date = new Date()): Promise<void> {
  if ((await listSpecialties(tx)).length > 0) return;
  const specialtyId = new Map<string, number>();
  for (const [sort, [top, children]] of TREE.entries()) {
    const parent = await insertSpecialty(tx, { name: top, parentId: null, sort: sort + 1, createdAt: now });
    specialtyId.set(top, parent.id);
    for (const [childSort, child] of children.entries()) {
      const row = await insertSpecialty(tx, { name: child, parentId: parent.id, sort: childSort + 1, createdAt: now });
      specialtyId.set(child, row.id);
    }
  }

  const values: NewSpecialist[] = EXPERTS.map(
    ([name, gender, birthDate, title, employer, region, category, external, specialties], i) => ({
      name,
      gender,
      birthDate,
      idNumber: demoIdNumber(region, birthDate, i, gender),
      mobile: `139${String(10_000_100 + i * 37).padStart(8, '0')}`,
      title,
      employer,
      region,
      category,
      external,
      status: FROZEN.has(name) ? 'frozen' : 'normal',
      deptName: specialties[0]!,
      createdAt: now,
      updatedAt: now,
    }),
  );
  const inserted = await insertSpecialists(tx, values);
  const idOfMobile = new Map(inserted.map((r) => [r.mobile, r.id]));
  await addSpecialties(
    tx,
    EXPERTS.flatMap((row, i) =>
      row[8].map((name) => ({ specialistId: idOfMobile.get(values[i]!.mobile)!, specialtyId: specialtyId.get(name)! })),
    ),
  );

  const wang = await findSpecialistIdByMobile(tx, '13900000001');
  if (wang !== undefined) {
    await updateSpecialistRow(tx, wang, {
      gender: 'male',
      birthDate: '1971-09-15',
      title: '高级工程师',
      employer: '杭州市水务集团有限公司',
      region: '杭州市',
      updatedAt: now,
    });
    await addSpecialties(tx, [{ specialistId: wang, specialtyId: specialtyId.get('给水工程')! }]);
  }
}
