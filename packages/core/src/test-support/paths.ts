/**
 * The test-only helpers (docs/integration.md: kept so that flows can be driven end to end from outside). The server
 * registers them only when APP_MODE=test; in any other mode they answer 404.
 */
export const TestSupportPath = {
  /** GET ?mobile=: the SMS texts sent to a mobile, newest first. */
  sms: '/api/test/sms',
  /** GET ?uuid=: the answer of this browser's captcha. */
  captcha: '/api/test/captcha',
  /** POST { advanceMs } or { reset: true }: moves the server's clock. */
  clock: '/api/test/clock',
} as const;
