/**
 * The /api routes not yet registered from a contract declaration (packages/core/src/contract). This list only
 * shrinks: converting a route removes its line here, and contract.test.ts fails while a listed route is declared
 * or an unlisted one is not.
 */
export const NOT_YET_DECLARED: readonly string[] = [
  'GET /api/blacklist/attachment',
  'GET /api/suppler/file',
  'GET /api/suppler/info',
  'GET /api/supplerManage/detail',
  'GET /api/supplerManage/export',
  'GET /api/supplerManage/file',
  'GET /api/test/captcha',
  'GET /api/test/sms',
  'POST /api/blacklist/add',
  'POST /api/blacklist/lift',
  'POST /api/blacklist/list',
  'POST /api/file/upload',
  'POST /api/suppler/findPassword',
  'POST /api/suppler/register',
  'POST /api/suppler/removeQualification',
  'POST /api/suppler/saveContacts',
  'POST /api/suppler/saveQualification',
  'POST /api/suppler/sendVerCode',
  'POST /api/suppler/updateInfo',
  'POST /api/suppler/uploadFile',
  'POST /api/supplerManage/audit',
  'POST /api/supplerManage/freeze',
  'POST /api/supplerManage/list',
  'POST /api/supplerManage/unfreeze',
  'POST /api/test/clock',
];
