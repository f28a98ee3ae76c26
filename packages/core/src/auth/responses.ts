/** What the sign-in calls answer (docs/product.md user infos, as the login calls return them). */
import { z } from 'zod';

export const staffUserInfoOutput = z.object({
  name: z.string(),
  username: z.string(),
  mobile: z.string(),
  deptName: z.string(),
});
export type StaffUserInfo = z.infer<typeof staffUserInfoOutput>;

export const specialistUserInfoOutput = z.object({
  specialistName: z.string(),
  mobile: z.string(),
  deptName: z.string(),
});
export type SpecialistUserInfo = z.infer<typeof specialistUserInfoOutput>;

export const supplerInfoOutput = z.object({
  account: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  mobile: z.string(),
  /** 待审核 pending / 通过 approved / 驳回 rejected / 冻结 frozen */
  status: z.enum(['pending', 'approved', 'rejected', 'frozen']),
});
export type SupplerInfo = z.infer<typeof supplerInfoOutput>;

/** Present (only ever true) when the password was set by someone else and must be changed now. */
const csflg = z.literal(true).optional();

/** /api/login, /api/smLogin. */
export const staffLoginOutput = z.object({
  token: z.string(),
  user: staffUserInfoOutput,
  csflg,
  /** Milliseconds since epoch when the token stops working (docs/product.md: 7 days). */
  expiresAt: z.number().int(),
});
export type StaffLoginResult = z.infer<typeof staffLoginOutput>;

/** /api/specialist/login, /api/specialist/smLogin (csflg: the password came by SMS, initial or reset). */
export const specialistLoginOutput = z.object({ token: z.string(), user: specialistUserInfoOutput, csflg });
export type SpecialistLoginResult = z.infer<typeof specialistLoginOutput>;

/** /api/suppler/supplerLogin → data.suppler. */
export const supplerLoginOutput = z.object({ token: z.string(), suppler: supplerInfoOutput });
export type SupplerLoginResult = z.infer<typeof supplerLoginOutput>;

/** The userInfo calls: the signed-in user as the login answered it, with the same csflg. */
export const staffUserInfoAnswer = staffUserInfoOutput.extend({ csflg });
export const specialistUserInfoAnswer = specialistUserInfoOutput.extend({ csflg });

/** /api/getAuth: the permission names the user holds through their roles (permissions.ts), sorted. */
export const authPermsOutput = z.object({ perms: z.array(z.string()) });
