import { endpoint } from '../contract/endpoint.ts';
import {
  authPermsOutput,
  specialistLoginOutput,
  specialistUserInfoAnswer,
  staffLoginOutput,
  staffUserInfoAnswer,
  supplerInfoOutput,
  supplerLoginOutput,
} from './responses.ts';
import {
  captchaImageInput,
  modifyPasswordInput,
  passwordLoginInput,
  sendVerCodeInput,
  smsLoginInput,
  staffLoginInput,
} from './schema.ts';

/**
 * Sign-in and sessions of the three areas (docs/integration.md fixes the sign-in paths and their methods, getAuth
 * included, which stays POST). Each area's user may see who they are, change the password and leave; staff and
 * experts who must change the password may still do exactly that (allowMustChange).
 */
const publicAccess = { public: true } as const;
const staffSignedIn = { role: 'staff', allowMustChange: true } as const;
const specialistSignedIn = { role: 'specialist', allowMustChange: true } as const;
const venderSignedIn = { role: 'vender' } as const;

/** 图形验证码: the image every password sign-in and SMS send is guarded by. */
export const captchaApi = {
  captcha: endpoint({
    method: 'GET',
    path: '/api/captcha.jpg',
    input: captchaImageInput,
    file: { contentType: 'image/jpeg', description: '验证码图片' },
    access: publicAccess,
    summary: '获取图形验证码图片（uuid 由页面生成，提交时作为 uuId 一并发送，答案按本浏览器保存）',
    tag: '图形验证码',
  }),
};

/** 短信验证码 for the SMS sign-ins (the supplier's registration has its own, in supplier/). */
export const smsCodeApi = {
  sendVerCode: endpoint({
    method: 'POST',
    path: '/api/sendVerCode',
    input: sendVerCodeInput,
    access: publicAccess,
    summary: '发送登录短信验证码（先校验图形验证码；purpose 缺省为管理端登录）',
    tag: '短信验证码',
  }),
};

const staffTag = '管理端登录';

export const staffAuthApi = {
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    input: staffLoginInput,
    output: staffLoginOutput,
    access: publicAccess,
    summary: '管理端账号密码登录（须填图形验证码）',
    tag: staffTag,
  }),
  smLogin: endpoint({
    method: 'POST',
    path: '/api/smLogin',
    input: smsLoginInput,
    output: staffLoginOutput,
    access: publicAccess,
    summary: '管理端短信验证码登录',
    tag: staffTag,
  }),
  getAuth: endpoint({
    method: 'POST',
    path: '/api/getAuth',
    output: authPermsOutput,
    access: staffSignedIn,
    summary: '当前管理人员的权限列表（决定菜单和按钮是否显示）',
    tag: staffTag,
  }),
  userInfo: endpoint({
    method: 'GET',
    path: '/api/getUserInfo',
    output: staffUserInfoAnswer,
    access: staffSignedIn,
    summary: '当前登录的管理人员信息',
    tag: staffTag,
  }),
  modifyPassword: endpoint({
    method: 'POST',
    path: '/api/modifyPassword',
    input: modifyPasswordInput,
    access: staffSignedIn,
    summary: '修改密码（成功后所有登录失效，须重新登录）',
    tag: staffTag,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/logout',
    access: staffSignedIn,
    summary: '退出登录',
    tag: staffTag,
  }),
};

const specialistTag = '专家端登录';

export const specialistAuthApi = {
  login: endpoint({
    method: 'POST',
    path: '/api/specialist/login',
    input: passwordLoginInput,
    output: specialistLoginOutput,
    access: publicAccess,
    summary: '专家账号密码登录',
    tag: specialistTag,
  }),
  smLogin: endpoint({
    method: 'POST',
    path: '/api/specialist/smLogin',
    input: smsLoginInput,
    output: specialistLoginOutput,
    access: publicAccess,
    summary: '专家短信验证码登录',
    tag: specialistTag,
  }),
  userInfo: endpoint({
    method: 'GET',
    path: '/api/specialist/getUserInfo',
    output: specialistUserInfoAnswer,
    access: specialistSignedIn,
    summary: '当前登录的专家信息',
    tag: specialistTag,
  }),
  modifyPassword: endpoint({
    method: 'POST',
    path: '/api/specialist/modifyPassword',
    input: modifyPasswordInput,
    access: specialistSignedIn,
    summary: '专家修改密码（成功后所有登录失效，须重新登录）',
    tag: specialistTag,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/specialist/logout',
    access: specialistSignedIn,
    summary: '专家退出登录',
    tag: specialistTag,
  }),
};

const venderTag = '供应商登录';

export const venderAuthApi = {
  login: endpoint({
    method: 'POST',
    path: '/api/suppler/supplerLogin',
    input: passwordLoginInput,
    output: supplerLoginOutput,
    access: publicAccess,
    summary: '供应商账号密码登录',
    tag: venderTag,
  }),
  userInfo: endpoint({
    method: 'GET',
    path: '/api/suppler/getUserInfo',
    output: supplerInfoOutput,
    access: venderSignedIn,
    summary: '当前登录的供应商信息（含审核状态）',
    tag: venderTag,
  }),
  modifyPassword: endpoint({
    method: 'POST',
    path: '/api/suppler/modifyPassword',
    input: modifyPasswordInput,
    access: venderSignedIn,
    summary: '供应商修改密码（成功后所有登录失效，须重新登录）',
    tag: venderTag,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/suppler/logout',
    access: venderSignedIn,
    summary: '供应商退出登录',
    tag: venderTag,
  }),
};
