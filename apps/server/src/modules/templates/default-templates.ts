/**
 * The stock 公告模板: one per announcement type × purchase way, in the wording Chinese procurement notices use
 * (询价/谈判 speak of 供应商 and 响应文件, tenders of 投标人 and 投标文件). The demo seed installs them; a utility
 * adapts them in 公告模板管理. Key dates are a table so they read at a glance on the bulletin.
 *
 * Optional fields sit alone in their line, row or section (联系人 and 联系电话 are two lines), so that when one is
 * empty renderPlaceholders leaves out just that line (core announcement/empty-sections.ts). What each notice is
 * called comes from core's noticeName, the same words the default titles use.
 */
import { type AnnouncementType, noticeName, PURCHASE_WAYS, type PurchaseWay, TENDER_NOTICE_NAMES } from '@swp/core';

/** The demo seed's titles read it from here. */
export { noticeName };

interface WayWording {
  /** What the method is called in a sentence (采用…方式). */
  method: string;
  /** The 招标公告 of this method (core's TENDER_NOTICE_NAMES). */
  tenderTitle: string;
  bidder: string;
  file: string;
  /** 开标 for tenders, 开启 for the others. */
  opening: string;
}

const WORDING: Record<PurchaseWay, WayWording> = {
  1: {
    method: '询价采购',
    tenderTitle: TENDER_NOTICE_NAMES[1],
    bidder: '供应商',
    file: '响应文件',
    opening: '响应文件开启',
  },
  2: { method: '竞争性谈判', tenderTitle: TENDER_NOTICE_NAMES[2], bidder: '供应商', file: '响应文件', opening: '谈判' },
  3: { method: '公开招标', tenderTitle: TENDER_NOTICE_NAMES[3], bidder: '投标人', file: '投标文件', opening: '开标' },
  4: { method: '邀请招标', tenderTitle: TENDER_NOTICE_NAMES[4], bidder: '投标人', file: '投标文件', opening: '开标' },
};

const heading = (title: string) => `<h2 style="text-align: center">{{projectName}}${title}</h2>
<p style="text-align: center">项目编号：{{projectCode}}</p>`;

const row = (label: string, value: string) => `<tr><td>${label}</td><td>${value}</td></tr>`;

function datesTable(w: WayWording, caption = '事项') {
  return `<table><thead><tr><th>${caption}</th><th>时间</th></tr></thead><tbody>
${row('报名开始时间', '{{enrollTime}}')}
${row('报名截止时间', '{{enrollEndTime}}')}
${row(`${w.file}递交截止时间`, '{{closeFileupTime}}')}
${row(`${w.opening}时间`, '{{openTime}}')}
</tbody></table>`;
}

const contacts = `<p>采购人：{{purchaseName}}</p>
<p>组织部门：{{manageDeptName}}</p>
<p>联系人：{{contacts}}</p>
<p>联系电话：{{mobile}}</p>`;

function tender(w: WayWording, title: string) {
  return `${heading(title)}
<h3>一、项目基本情况</h3>
<p>{{purchaseName}}就<strong>{{projectName}}</strong>采用${w.method}方式进行采购，现邀请符合资格条件的${w.bidder}参加。</p>
<table><tbody>
${row('需求部门', '{{needDeptName}}')}
${row('项目类别', '{{categoryCn}}')}
${row('预算金额（元）', '{{budget}}')}
${row('总投资（元）', '{{totalInvestment}}')}
${row('资金来源', '{{specialFree}}')}
${row('采购范围', '{{bidRange}}')}
${row('标段划分', '{{section}}')}
${row('实施地点', '{{address}}')}
${row('计划工期', '{{cycle}}')}
${row('质量要求', '{{qualityReq}}')}
</tbody></table>
<h3>二、采购条件</h3>
<p>{{tendCon}}</p>
<h3>三、${w.bidder}资格要求</h3>
<p>{{qualificationReq}}</p>
<p>${w.bidder}不得为失信被执行人，不得处于本集团供应商黑名单的禁止参与期内。</p>
<h3>四、报名及${w.file}递交</h3>
${datesTable(w)}
<p>${w.opening}地点：{{openAddress}}</p>
<p>报名方式：已注册并审核通过的${w.bidder}在本平台“公告栏”中点击本项目的“报名”按钮在线报名；资格审查通过后，于截止时间前在“我的项目”中上传${w.file}并填写报价。逾期上传的${w.file}，系统不予接收。</p>
<h3>五、其他</h3>
<p>{{other}}</p>
<h3>六、联系方式</h3>
${contacts}`;
}

function correction(w: WayWording, title: string) {
  return `${heading(title)}
<h3>一、原公告基本情况</h3>
<p>本项目${w.tenderTitle}已在本平台发布，采购方式：${w.method}。</p>
<h3>二、更正事项及内容</h3>
<p>现对本项目有关时间安排更正如下，以本公告为准：</p>
${datesTable(w, '更正后事项')}
<h3>三、其他事项</h3>
<p>除上述更正内容外，原公告其他内容不变。已下载或已报名的${w.bidder}请留意本更正公告，由此造成的影响由${w.bidder}自行承担。</p>
<h3>四、联系方式</h3>
${contacts}`;
}

function result(w: WayWording, title: string) {
  return `${heading(title)}
<h3>一、项目基本情况</h3>
<p>采购方式：${w.method}　　预算金额：{{budget}}元</p>
<p>${w.opening}时间：{{openTime}}</p>
<h3>二、评审情况</h3>
<p>{{bidInfo}}</p>
<h3>三、公示期</h3>
<p>公示期：{{gsTime}}至{{gsEndTime}}。</p>
<h3>四、异议、投诉及监督</h3>
<p>{{dissent}}</p>
<h3>五、联系方式</h3>
${contacts}`;
}

function win(w: WayWording, title: string) {
  return `${heading(title)}
<p>{{projectName}}（项目编号：{{projectCode}}）经${w.method}、评审及结果公示，现将中标结果公告如下：</p>
<table><tbody>
${row('中标人', '<strong>{{winner}}</strong>')}
${row('中标金额（元）', '{{amount}}')}
${row('中标金额（大写）', '{{amountCapitals}}')}
${row('最终报价（元）', '{{offer}}')}
${row('最终报价（大写）', '{{offerCapitals}}')}
${row('中标工期', '{{win.cycle}}')}
${row('质保期', '{{pmUser}}')}
</tbody></table>
<p>{{remark}}</p>
<p>请中标人在收到中标通知书后按规定签订合同。感谢各${w.bidder}的积极参与。</p>
<h3>联系方式</h3>
${contacts}`;
}

function failure(w: WayWording, title: string) {
  return `${heading(title)}
<h3>一、项目基本情况</h3>
<p>采购方式：${w.method}　　${w.tenderTitle}发布后，报名截止时间为{{enrollEndTime}}。</p>
<h3>二、流标原因</h3>
<p>{{lossDes}}</p>
<h3>三、后续安排</h3>
<p>采购人将依法重新组织采购，请关注本平台后续公告。</p>
<h3>四、联系方式</h3>
${contacts}`;
}

/** Each type's body; `title` is what the notice is called (noticeName), its heading after the project name. */
const BUILDERS: Record<AnnouncementType, (w: WayWording, title: string) => string> = {
  tender,
  correction,
  result,
  win,
  failure,
};

export interface DefaultTemplate {
  name: string;
  type: AnnouncementType;
  purchaseWay: PurchaseWay;
  html: string;
}

/** Every type × purchase way, named e.g. 「公开招标 · 招标公告（通用）」. */
export function defaultTemplates(): DefaultTemplate[] {
  return PURCHASE_WAYS.flatMap((purchaseWay) =>
    (Object.keys(BUILDERS) as AnnouncementType[]).map((type) => {
      const w = WORDING[purchaseWay];
      return {
        name: `${w.method} · ${noticeName(type, purchaseWay)}（通用）`,
        type,
        purchaseWay,
        // One line per element: the stored HTML stays compact and diff-friendly.
        html: BUILDERS[type](w, noticeName(type, purchaseWay)).replace(/\n/g, ''),
      };
    }),
  );
}
