import type { ProjectDetail, PurchaseSettingsRow } from '@swp/core/project/api';
import type { EncryptMode } from '@swp/core/project/encrypt-mode';
import { type CreateProjectInput, createProjectInput } from '@swp/core/project/schema';
import type { FormInstance } from 'antd';

/** What the project form holds: the create input as typed (money as strings, exact to the cent). */
export type ProjectFormValues = Omit<CreateProjectInput, 'sections'> & {
  sections?: Array<{ name?: string; budget?: string | null }>;
};

/** The edit form starts from the project as the server has it. */
export function valuesFromDetail(p: ProjectDetail): ProjectFormValues {
  return {
    projectName: p.projectName,
    projectCode: p.projectCode,
    needDeptId: p.needDeptId,
    manageDeptId: p.manageDeptId,
    purchaseWay: p.purchaseWay,
    purchaseName: p.purchaseName,
    categoryCn: p.categoryCn,
    totalInvestment: p.totalInvestment,
    specialFree: p.specialFree,
    other: p.other,
    tendCon: p.tendCon,
    bidRange: p.bidRange,
    section: p.section,
    address: p.address,
    openAddress: p.openAddress,
    encryptMode: p.encryptMode,
    cycle: p.cycle,
    qualityReq: p.qualityReq,
    qualificationReq: p.qualificationReq,
    budget: p.budget,
    gradingStandardId: p.gradingStandard?.id,
    sections: p.sections.map((s) => ({ name: s.name, budget: s.budget })),
  };
}

/** The body sent to the server: empty optional texts as '', sections without blank rows. */
export function toInput(values: ProjectFormValues): CreateProjectInput {
  return {
    ...values,
    projectCode: values.projectCode?.trim() ?? '',
    // The form always states the place: an omitted one would keep the server's.
    openAddress: values.openAddress ?? '',
    // A cleared Select leaves undefined, which the server reads as "keep": send null to clear it.
    gradingStandardId: values.gradingStandardId ?? null,
    sections: (values.sections ?? []).map((s) => ({ name: s.name ?? '', budget: s.budget ?? '' })),
  };
}

const samePath = (a: readonly PropertyKey[], b: readonly PropertyKey[]) =>
  a.length === b.length && a.every((k, i) => String(k) === String(b[i]));

/**
 * A rule for what only the whole form can tell (section names unique, sections within the budget): it parses the
 * form with the server's schema and reports the issues found at exactly this path.
 */
export const wholeFormRule = (form: FormInstance, path: readonly PropertyKey[]) => ({
  validator: async () => {
    const result = createProjectInput.safeParse(toInput(form.getFieldsValue(true) as ProjectFormValues));
    const issue = result.error?.issues.find((i) => samePath(i.path, path));
    if (issue) throw new Error(issue.message);
  },
});

/**
 * The 加密方式 a purchase way starts with: its row in 采购参数 (投标人加密 for the tenders by default), or undefined
 * while the settings are not loaded or no way is chosen (the server then applies the same default).
 */
export function defaultEncryptMode(
  purchaseWay: number | undefined,
  settings: readonly Pick<PurchaseSettingsRow, 'purchaseWay' | 'encryptMode'>[] | undefined,
): EncryptMode | undefined {
  return settings?.find((row) => row.purchaseWay === purchaseWay)?.encryptMode;
}
