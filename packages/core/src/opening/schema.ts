/** The inputs of the 开标大厅's calls (docs/integration.md fixes state, signIn, start, decrypt and close). */
import { z } from 'zod';
import { smsCodeField } from '../auth/fields.ts';
import { bidPublicIdField } from '../bid/schema.ts';
import { idField } from '../id-field.ts';

const projectIdField = idField('项目');

/** `GET /api/opening/state`, the events, `signIn`, `start`, `close`, the confirmation code. */
export const hallProjectInput = z.object({ projectId: projectIdField });

export const BAD_BID_KEY = '解密密钥格式不正确';

/**
 * The bid's unwrapped key (docs/integration.md: base64), 32 bytes. Only the canonical spelling is taken, so one key
 * has one spelling and a try is a try.
 */
export const bidKeyField = z
  .string({ error: BAD_BID_KEY })
  .trim()
  .regex(/^[A-Za-z0-9+/]{43}=$/, BAD_BID_KEY);

/** `POST /api/opening/decrypt`. */
export const hallDecryptInput = z.object({ projectId: projectIdField, bidId: bidPublicIdField, key: bidKeyField });

export const HALL_TEXT_MAX = 2000;
const hallText = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(HALL_TEXT_MAX, `${label}不能超过${HALL_TEXT_MAX}个字`);

/** 开标异议: raised in writing by a bidder in the hall. */
export const raiseHallObjectionInput = z.object({ projectId: projectIdField, content: hallText('异议内容') });
/** Staff's answer, on the spot. */
export const answerHallObjectionInput = z.object({ id: idField('异议'), answer: hallText('答复内容') });

/** 确认 of the 开标记录 by the SMS code sent to the company's mobile. */
export const confirmHallRecordInput = z.object({ projectId: projectIdField, code: smsCodeField });
/** A recorded disagreement with the 开标记录, with its reason. */
export const disagreeHallRecordInput = z.object({ projectId: projectIdField, reason: hallText('不同意的理由') });
