import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';

/**
 * The test-only helpers (docs/integration.md: kept so that flows can be driven end to end from outside). The server
 * registers them only when APP_MODE=test; in any other mode they answer 404. No page calls them.
 */
const tag = '测试辅助（仅测试模式）';
const open = { public: true } as const;

export const testSupportApi = {
  sms: endpoint({
    method: 'GET',
    path: '/api/test/sms',
    input: z.object({ mobile: z.string().min(1) }),
    output: z.array(z.object({ mobile: z.string(), content: z.string(), createdAt: z.iso.datetime() })),
    access: open,
    summary: '某手机号收到的短信（最新的在前）',
    tag,
  }),
  captcha: endpoint({
    method: 'GET',
    path: '/api/test/captcha',
    input: z.object({ uuid: z.string().min(1) }),
    output: z.object({ answer: z.string() }),
    access: open,
    summary: '本浏览器图形验证码的答案（同一 XSRF Cookie）',
    tag,
  }),
  clock: endpoint({
    method: 'POST',
    path: '/api/test/clock',
    input: z.object({
      advanceMs: z
        .number()
        .int()
        .min(0)
        .max(400 * 86_400_000)
        .optional(),
      reset: z.boolean().optional(),
    }),
    output: z.object({ now: z.iso.datetime() }),
    access: open,
    summary: '调快服务器时钟（advanceMs），或恢复真实时间（reset）',
    tag,
  }),
};
