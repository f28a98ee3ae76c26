/**
 * Every /api route anybody may call without a token (`{ public: true }`), reviewed, with the areas whose token it
 * still reads (`identify`: the service then decides per caller). The 401 and 403 walks of routes.test.ts take their
 * routes from each route's declared access, so a route switched to public would silently drop out of them:
 * routes.test.ts compares this list with what the app registers, and fails on any difference either way.
 * Add a route here only after deciding that a stranger on the Internet may call it. A GET's automatic HEAD twin is
 * not listed (the test checks that each is the twin of a listed GET).
 */
export const PUBLIC_ROUTES: Record<string, readonly string[]> = {
  // The API documentation page (its content is filtered by api-docs-access.ts).
  'GET /api/docs': [],
  'GET /api/docs/json': [],
  'GET /api/docs/initializer.js': [],
  'GET /api/docs/static/:file': [],
  // Signing in and what it needs (captcha, SMS codes): nobody is signed in yet.
  'GET /api/captcha.jpg': [],
  'POST /api/sendVerCode': [],
  'POST /api/login': [],
  'POST /api/smLogin': [],
  'POST /api/specialist/login': [],
  'POST /api/specialist/smLogin': [],
  'POST /api/suppler/supplerLogin': [],
  // An expert answers the draw's invitation from the SMS link, by code, without an account.
  'POST /api/specialisextract/getConfirmInfo': [],
  'POST /api/specialisextract/getCode': [],
  'POST /api/specialisextract/extractConfirm': [],
  'POST /api/specialistextractexpert/getConfirmInfo': [],
  'POST /api/specialistextractexpert/getCode': [],
  'POST /api/specialistextractexpert/extractConfirm': [],
  // Published announcements and their attachments, the public bulletin, the OCDS open-data feed.
  'GET /api/file/download': ['staff'],
  'GET /api/bulletin/list': [],
  'GET /api/bulletin/detail': [],
  'GET /api/ocds/release-package': [],
  'GET /api/ocds/release-packages': [],
  // A company registering or recovering its password (the licence upload happens before the account exists).
  'POST /api/suppler/sendVerCode': [],
  'POST /api/suppler/register': [],
  'POST /api/suppler/findPassword': [],
  'POST /api/suppler/uploadFile': ['vender'],
  // Reads two kinds of user share under one fixed path (docs/integration.md): the service demands the one that fits.
  'GET /api/enroll/availability': ['vender'],
  'POST /api/bid/openingRecord': ['staff', 'vender'],
  'GET /api/bid/openingRecordPdf': ['staff', 'vender'],
  'GET /api/bid/download': ['vender', 'staff'],
  // The 开标大厅: staff of 项目管理 or a company that bid (modules/opening hall-access.ts decides).
  'GET /api/opening/state': ['staff', 'vender'],
  'GET /api/opening/events': ['staff', 'vender'],
  'GET /api/negotiation/list': ['staff', 'specialist'],
  // Staff of 项目管理, or the committee's chair, open a round; anyone else is refused by the service.
  'POST /api/negotiation/open': ['staff', 'specialist'],
  'GET /api/evaluation/report': ['staff', 'specialist'],
  'GET /api/objection/attachment': ['vender', 'staff'],
  // Test mode only (routes.test.ts proves they do not exist in demo and production).
  'GET /api/test/sms': [],
  'POST /api/test/clock': [],
  'GET /api/test/captcha': [],
};
