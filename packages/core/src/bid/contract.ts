import { endpoint } from '../contract/endpoint.ts';
import { bidReceiptOutput, myBidOutput } from './responses.ts';
import {
  BID_FILE_EXTENSIONS,
  bidDownloadInput,
  bidMineInput,
  bidUploadContractFields,
  DEFAULT_BID_MAX_MB,
} from './schema.ts';

/**
 * 投标 (docs/integration.md fixes upload, mine and download: paths, methods, fields). Nothing of a bid (file, name, size,
 * hash, price) is answered to anyone but its owner before the opening. The worked example of a feature's contract
 * (contract/index.ts says how to add one).
 */
const tag = '投标';
const vender = { role: 'vender' } as const;

export const bidApi = {
  upload: endpoint({
    method: 'POST',
    path: '/api/bid/upload',
    multipart: {
      fields: bidUploadContractFields,
      file: {
        name: 'file',
        description: `投标文件：平台加密项目为原文件（${BID_FILE_EXTENSIONS.join('、')}）；投标人加密项目为密封投标文件（docs/bid-seal-format.md）`,
      },
      limits: `文本字段须在文件之前发送，文件之后不得再有任何部分；只一个文件，默认不超过 ${DEFAULT_BID_MAX_MB} MB（服务器配置 BID_MAX_MB）；每个文本字段不超过 64 字节`,
    },
    output: bidReceiptOutput,
    access: vender,
    summary: '上传投标文件（密封递交，返回投标回执）',
    tag,
  }),
  mine: endpoint({
    method: 'POST',
    path: '/api/bid/mine',
    input: bidMineInput,
    output: myBidOutput,
    access: vender,
    summary: '本单位的投标回执和报价（未递交时为空）',
    tag,
  }),
  receipt: endpoint({
    method: 'GET',
    path: '/api/bid/receipt',
    input: bidMineInput,
    file: { contentType: 'application/pdf', description: '投标回执（PDF）' },
    access: vender,
    summary: '下载投标回执（PDF）',
    tag,
  }),
  download: endpoint({
    method: 'GET',
    path: '/api/bid/download',
    input: bidDownloadInput,
    file: { contentType: '*/*', description: '投标文件' },
    access: { public: true, identify: ['vender', 'staff'] },
    accessNote: '投标人本人随时可下载；具有 system:project 权限的管理人员和本项目的投标人在开标后可下载',
    summary: '下载投标文件原件',
    tag,
  }),
};
