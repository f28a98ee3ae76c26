/** Every sign-in path, the product's (docs/integration.md) and ours in the same style. The web and the tests use these names. */
export const AuthPath = {
  captcha: '/api/captcha.jpg',
  sendVerCode: '/api/sendVerCode',
  staff: {
    login: '/api/login',
    smLogin: '/api/smLogin',
    getAuth: '/api/getAuth',
    userInfo: '/api/getUserInfo',
    modifyPassword: '/api/modifyPassword',
    logout: '/api/logout',
  },
  specialist: {
    login: '/api/specialist/login',
    smLogin: '/api/specialist/smLogin',
    userInfo: '/api/specialist/getUserInfo',
    modifyPassword: '/api/specialist/modifyPassword',
    logout: '/api/specialist/logout',
  },
  vender: {
    login: '/api/suppler/supplerLogin',
    userInfo: '/api/suppler/getUserInfo',
    modifyPassword: '/api/suppler/modifyPassword',
    logout: '/api/suppler/logout',
  },
} as const;
