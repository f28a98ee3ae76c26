/**
 * Every SMS the platform sends, in one place. Each message opens with the signature the gateway
 * registers (【水务集团电子采购】), and a message that sends its reader to a page carries the page's full address,
 * built from the public base URL (PUBLIC_BASE_URL, else the address staff are using: lib/public-base-url.ts): a
 * phone cannot open 「/manage」. sms-templates.test.ts renders each one and checks the signature, the links and the
 * punctuation (a reason typed with its own 。 must not end 「。。」).
 */
import { formatDateTimeCn } from '@swp/core';

export const SMS_SIGNATURE = '【水务集团电子采购】';

/** The web pages the messages link to (apps/web's routes: the areas' sign-in pages and the supplier's pages). */
export const SMS_LINK_PAGES = {
  staffLogin: '/manage/login',
  specialistLogin: '/specialist/login',
  supplierBulletin: '/vender/layout/bulletin',
  supplierUserCentre: '/vender/layout/user',
  supplierProjects: '/vender/layout/project',
  projectConfirm: '/specialist-confirm',
  externalConfirm: '/specialist-extract-confirm',
} as const;
export type SmsLinkPage = keyof typeof SMS_LINK_PAGES;

/** A page's full address under the public base URL (no doubled slash whatever the setting ends with). */
export const smsLink = (baseUrl: string, page: SmsLinkPage, query = '') =>
  `${baseUrl.replace(/\/+$/, '')}${SMS_LINK_PAGES[page]}${query}`;

/** A typed text as a clause: trimmed, its own closing 。/./；/! dropped, since the template closes the sentence. */
const clause = (text: string) => text.trim().replace(/[。．.；;，,！!\s]+$/u, '');

const signed = (text: string) => `${SMS_SIGNATURE}${text}`;

export interface PasswordSmsParams {
  name: string;
  account: string;
  password: string;
  baseUrl: string;
}

export interface InvitationSmsParams {
  specialistName: string;
  /** The link key (the one copy of it: only its hash is stored). */
  key: string;
  baseUrl: string;
  occasion:
    | { kind: 'project'; projectName: string; openTime: Date | null; openAddress?: string | null }
    | { kind: 'external'; taskName: string };
}

export interface EnrolmentReviewSmsParams {
  companyName: string;
  projectName: string;
  sectionName: string | null;
  pass: boolean;
  reason: string;
  closeFileupTime: Date | null;
  baseUrl: string;
}

export const SmsTemplates = {
  /** Sign-in, 找回密码, the confirmation pages: a code, never a link (it is typed where it was asked for). */
  verificationCode: (p: { code: string }) => signed(`您的验证码为${p.code}，5分钟内有效，请勿泄露给他人。`),

  staffAccountCreated: (p: PasswordSmsParams) =>
    signed(
      `${p.name}您好，您的管理端账号已开通。账号：${p.account}，初始密码：${p.password}。` +
        `请登录 ${smsLink(p.baseUrl, 'staffLogin')} 并尽快修改密码。`,
    ),
  staffPasswordReset: (p: PasswordSmsParams) =>
    signed(
      `${p.name}您好，您的管理端账号密码已重置。账号：${p.account}，新密码：${p.password}。` +
        `请登录 ${smsLink(p.baseUrl, 'staffLogin')} 并尽快修改密码。`,
    ),
  specialistAccountCreated: (p: PasswordSmsParams) =>
    signed(
      `${p.name}您好，您的评标专家账号已开通。账号：${p.account}，初始密码：${p.password}。` +
        `请登录 ${smsLink(p.baseUrl, 'specialistLogin')} 并尽快修改密码。`,
    ),
  specialistPasswordReset: (p: PasswordSmsParams) =>
    signed(
      `${p.name}您好，您的评标专家账号密码已重置。账号：${p.account}，新密码：${p.password}。` +
        `请登录 ${smsLink(p.baseUrl, 'specialistLogin')} 并尽快修改密码。`,
    ),

  /** 账号变更: told on the old and the new mobile; no link, the owner should call the administrator. */
  staffAccountChanged: (p: { name: string; username: string; changes: readonly string[] }) =>
    signed(
      `${p.name}您好，您的管理端账号${p.username}${p.changes.join('，')}。如非您本人知悉的变更，请立即联系系统管理员。`,
    ),

  /** docs/rules.md: the expert answers within 10 minutes on the confirmation page. */
  expertInvitation: (p: InvitationSmsParams) => {
    const o = p.occasion;
    const what =
      o.kind === 'project'
        ? `「${o.projectName}」评标专家` +
          (o.openTime ? `，开标时间${formatDateTimeCn(o.openTime.getTime())}` : '') +
          (o.openAddress ? `，开标地点${clause(o.openAddress)}` : '')
        : `「${o.taskName}」评审专家`;
    const link = smsLink(p.baseUrl, o.kind === 'project' ? 'projectConfirm' : 'externalConfirm', `?t=${p.key}`);
    return signed(`${p.specialistName}专家您好，您被抽取为${what}。请在10分钟内打开链接确认是否参加：${link}`);
  },

  /** 供应商注册审核. */
  supplierReviewed: (p: { companyName: string; pass: boolean; reason: string; baseUrl: string }) =>
    p.pass
      ? signed(
          `${p.companyName}：您在电子采购交易平台的注册信息已审核通过，现可登录参与项目报名：${smsLink(p.baseUrl, 'supplierBulletin')}`,
        )
      : signed(
          `${p.companyName}：您在电子采购交易平台的注册信息未通过审核，原因：${clause(p.reason)}。` +
            `请登录用户中心修改后重新提交：${smsLink(p.baseUrl, 'supplierUserCentre')}`,
        ),

  /** 报名资格审查. */
  enrolmentReviewed: (p: EnrolmentReviewSmsParams) => {
    const project = `“${p.projectName}”${p.sectionName ? `（${p.sectionName}）` : ''}`;
    const link = smsLink(p.baseUrl, 'supplierProjects');
    if (!p.pass)
      return signed(
        `${p.companyName}：您报名的项目${project}未通过资格审查，原因：${clause(p.reason)}。详情请查看：${link}`,
      );
    const deadline = p.closeFileupTime ? `于${formatDateTimeCn(p.closeFileupTime.getTime())}前` : '在投标截止前';
    return signed(
      `${p.companyName}：您报名的项目${project}已通过资格审查，请${deadline}在“我的项目”上传投标文件：${link}`,
    );
  },

  /** 异议答复. */
  objectionAnswered: (p: { companyName: string; projectName: string; baseUrl: string }) =>
    signed(
      `${p.companyName}：您对项目“${p.projectName}”提出的异议已答复，请在“我的项目”查看答复内容：${smsLink(p.baseUrl, 'supplierProjects')}`,
    ),
} as const;

export type SmsTemplateName = keyof typeof SmsTemplates;
