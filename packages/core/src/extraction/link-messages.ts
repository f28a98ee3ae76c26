/**
 * What a confirmation page says of a broken link (no key, a cut or unknown one). Kept free of zod so the light
 * confirmation bundle can show the same words the server answers. Waiting does not mend a broken link, so the
 * advice is to check it or ask for it again; an expired or answered link is shown as such instead.
 */
export const LINK_INVALID_TITLE = '链接无效';
export const LINK_INVALID_ADVICE = '请核对短信中的链接是否完整，或联系采购人员重新发送';
export const LINK_INVALID_MSG = `${LINK_INVALID_TITLE}，${LINK_INVALID_ADVICE}`;
