/** `13812345678` → `138****5678`: how a mobile appears in logs, audit details and answers that must not carry it. */
export const maskMobile = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
