/** What production needs besides the defaults, for tests that run the server in production mode. */
export const PRODUCTION_ENV = {
  APP_MODE: 'production',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
  BID_MASTER_KEY: 'a1'.repeat(32),
};
