import type { MultipartBody } from '@swp/core/contract/endpoint';
import { z } from 'zod';

/**
 * The document's view of a multipart endpoint: its body as multipart/form-data, the text fields in the order they
 * must be sent and the file part last, with the limits in words. Only the document sees this schema: the route
 * itself reads the parts by hand (a bid's fields are checked before its file is read).
 */
export function multipartDocument(multipart: MultipartBody) {
  const file = z.string().meta({ format: 'binary', description: multipart.file.description });
  const order = [...Object.keys(multipart.fields.shape), multipart.file.name];
  return {
    body: multipart.fields.extend({ [multipart.file.name]: file }),
    consumes: ['multipart/form-data'],
    'x-multipart-order': order,
    'x-multipart-limits': multipart.limits,
    multipartNote: `multipart/form-data，按此顺序发送：${order.join('、')}。${multipart.limits}。`,
  };
}
