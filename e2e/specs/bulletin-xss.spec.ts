import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestApi } from '../fixtures/api.ts';
import { baseURL, screenshot, text } from '../fixtures/browser.ts';
import { DEMO } from '../fixtures/session.ts';
import { StaffApi } from '../fixtures/staff-api.ts';
import { useBrowser } from '../fixtures/suite.ts';

/**
 * docs/security.md: announcement HTML is published on a public page, so nothing in it may run in a reader's browser. An
 * announcement whose text carries vectors from the OWASP XSS filter-evasion cheat sheet is published through the
 * staff API; the bulletin list and detail pages are then opened in Chromium, every link clicked and every field
 * focused, and we assert that no dialog opened, no vector set its global flag, and no executable markup is left.
 */

const ctx = useBrowser();

/** Each vector, if it ran, would call `hit(n)`: set the global flag and open a dialog. */
const hit = (n: number) => `window.top.__xss=${n};alert(${n})`;

/** OWASP XSS filter-evasion cheat sheet (and friends), one per line. */
const VECTORS = [
  `<script>${hit(1)}</script>`,
  `<SCRIPT SRC=data:text/javascript,${encodeURIComponent(hit(2))}></SCRIPT>`,
  `<img src=x onerror="${hit(3)}">`,
  `<IMG SRC=javascript:${hit(4)}>`,
  `<IMG """><SCRIPT>${hit(5)}</SCRIPT>">`,
  `<svg onload="${hit(6)}"><circle r="1"/></svg>`,
  `<svg><script>${hit(7)}</script></svg>`,
  `<a href="javascript:${hit(8)}" data-vector="8">点击 8</a>`,
  `<a href="JaVaScRiPt:${hit(9)}" data-vector="9">点击 9</a>`,
  `<a href="jav&#x09;ascript:${hit(10)}">点击 10</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${hit(11)}">点击 11</a>`,
  `<a href=" &#14; javascript:${hit(12)}">点击 12</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxMyk8L3NjcmlwdD4=">点击 13</a>`,
  `<a href="vbscript:msgbox(14)">点击 14</a>`,
  `<iframe srcdoc="<script>${hit(15)}</script>"></iframe>`,
  `<iframe src="javascript:${hit(16)}"></iframe>`,
  `<object data="javascript:${hit(17)}"></object>`,
  `<embed src="javascript:${hit(18)}">`,
  `<div style="background-image: url(javascript:${hit(19)})">背景</div>`,
  `<span style="width: expression(${hit(20)})">expression</span>`,
  `<p style="color: red; behavior: url(xss.htc); -moz-binding: url(xss.xml#xss)">behavior</p>`,
  `<style>@import 'javascript:${hit(21)}'; body { background: url("javascript:${hit(22)}") }</style>`,
  `<link rel="stylesheet" href="javascript:${hit(23)}">`,
  `<body onload="${hit(24)}">`,
  `<input autofocus onfocus="${hit(25)}" value="输入框">`,
  `<details open ontoggle="${hit(26)}"><summary>摘要</summary>内容</details>`,
  `<video><source onerror="${hit(27)}"></video>`,
  `<audio src=x onerror="${hit(28)}"></audio>`,
  `<marquee onstart="${hit(29)}">滚动</marquee>`,
  `<form action="javascript:${hit(30)}"><button type="submit">提交 30</button></form>`,
  `<button formaction="javascript:${hit(31)}">按钮 31</button>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${hit(32)}">`,
  `<base href="javascript:${hit(33)}//">`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${hit(34)}"></style></mglyph></table></mtext></math>`,
  `<noscript><p title="</noscript><img src=x onerror=${hit(35)}>"></noscript>`,
  `<scr<script>ipt>${hit(36)}</scr</script>ipt>`,
  `"><img src=x onerror=${hit(37)}>`,
  `<div onmouseover="${hit(38)}" data-vector="38">悬停区域</div>`,
  `<table background="javascript:${hit(39)}"><tr><td onclick="${hit(40)}" data-vector="40">单元格</td></tr></table>`,
  `<img src="x:gif" onerror="${hit(41)}">`,
  `<a href="javascript&colon;${hit(42)}">点击 42</a>`,
  `<object type="text/x-scriptlet" data="http://example.invalid/xss.sct"></object>`,
  `<xss id=x tabindex=1 onfocus=${hit(43)}></xss>`,
  `<template><img src=x onerror="${hit(44)}"></template>`,
];

const SAFE =
  '<p id="safe-text">本段为正常公告内容：<strong>加粗</strong>与<a href="https://example.com/doc">正常链接</a>。</p>';

let published: { id: number; projectName: string; title: string };

beforeAll(async () => {
  const staff = new StaffApi((await new TestApi().staffLogin(DEMO.admin.account, DEMO.admin.password)).token);
  const [root] = await staff.ok<Array<{ id: number; children?: Array<{ id: number }> }>>('GET', '/api/sysDept/tree');
  const dept = root!.children?.[0]?.id ?? root!.id;
  const tag = Date.now().toString(36).toUpperCase();
  // The project name itself carries a vector: it reaches the page as a placeholder value and as list text.
  const projectName = `XSS测试工程${tag}<img src=x onerror="${hit(90)}">`;
  const project = await staff.ok<{ id: number }>('POST', '/api/project/create', {
    projectName,
    needDeptId: dept,
    manageDeptId: dept,
    purchaseWay: 1,
    purchaseName: '某某市水务集团有限公司',
    categoryCn: '工程',
    budget: '100000.00',
    openAddress: '集团本部三楼开标室',
  });
  await staff.ok('POST', '/api/project/submit', { id: project.id });
  const template = await staff.ok<{ id: number }>('POST', '/api/template/create', {
    name: `XSS模板${tag}`,
    type: 'tender',
    purchaseWay: 1,
    html: `<h1>{{projectName}}招标公告</h1>${SAFE}${VECTORS.join('\n')}`,
  });
  const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const times = { enrollTime: at(0.01), enrollEndTime: at(10), closeFileupTime: at(12), openTime: at(12) };
  const title = `XSS测试${tag}<script>${hit(91)}</script>招标公告`;
  const draft = await staff.ok<{ id: number }>('POST', '/api/announcement/create', {
    projectId: project.id,
    type: 'tender',
    templateId: template.id,
    title,
    ...times,
  });
  // The draft's text is replaced by the raw vectors too, so the announcement sanitizer sees them unfiltered.
  await staff.ok('POST', '/api/announcement/update', {
    id: draft.id,
    title,
    html: `<h1>{{projectName}}招标公告</h1>${SAFE}${VECTORS.join('\n')}`,
    ...times,
  });
  await staff.ok('POST', '/api/announcement/publish', { id: draft.id });
  published = { id: draft.id, projectName, title };
});

/** Records every sign of execution: dialogs (dismissed), console lines, and the global flag. */
function watch(page: Page) {
  const dialogs: string[] = [];
  const consoleLines: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  page.on('console', (m) => consoleLines.push(m.text()));
  return {
    dialogs,
    consoleLines,
    flag: () => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
  };
}

/**
 * A page of its own context. With `bypassCSP` the server's Content-Security-Policy (script-src 'self',
 * script-src-attr 'none') is ignored, so what is proved is that the markup itself is inert — the sanitizer and the
 * page, not only the browser's second line of defence.
 */
async function openPage(bypassCSP: boolean): Promise<Page> {
  const context = await ctx.browser.newContext({
    baseURL: baseURL(),
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 768 },
    bypassCSP,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (err) => ctx.errors.push(err.message));
  page.on('close', () => void context.close());
  return page;
}

describe.each([
  { csp: "with the server's CSP", bypassCSP: false },
  { csp: 'with CSP bypassed (the markup alone)', bypassCSP: true },
])('公告栏 XSS, $csp', ({ bypassCSP }) => {
  it('runs none of the vectors on the detail page, even when every link is clicked and every field focused', async () => {
    const page = await openPage(bypassCSP);
    const seen = watch(page);
    await page.goto(`/vender/layout/bulletin/${published.id}`);
    const article = page.getByTestId('bulletin-html');
    await article.waitFor();

    // the safe parts are there, and the vectors in the title and project name are shown as text
    const safe = article.locator('p', { hasText: '本段为正常公告内容' });
    expect(await text(safe)).toBe('本段为正常公告内容：加粗与正常链接。');
    expect(await safe.locator('a').getAttribute('href')).toBe('https://example.com/doc');
    expect(await text(page.getByTestId('bulletin-title'))).toBe(published.title);
    expect(await text(article.locator('h1'))).toBe(`${published.projectName}招标公告`);

    // what is left of the vectors is inert markup
    const report = await article.evaluate((root) => {
      const all = [root, ...root.querySelectorAll('*')];
      return {
        tags: [...new Set(all.map((e) => e.tagName.toLowerCase()))].sort(),
        handlers: all.flatMap((e) => [...e.attributes].filter((a) => /^on/i.test(a.name)).map((a) => a.name)),
        urls: all.flatMap((e) =>
          ['href', 'src', 'action', 'formaction', 'data', 'background', 'srcdoc']
            .map((n) => e.getAttribute(n))
            .filter((v): v is string => v !== null),
        ),
        styles: all.map((e) => e.getAttribute('style')).filter((v): v is string => !!v),
      };
    });
    const forbidden = ['script', 'iframe', 'object', 'embed', 'svg', 'style', 'link', 'meta', 'base', 'form'];
    expect(
      report.tags.filter((t) => forbidden.includes(t) || ['input', 'button', 'math', 'video', 'audio'].includes(t)),
    ).toEqual([]);
    expect(report.handlers).toEqual([]);
    expect(report.urls.filter((u) => !/^(https?:|mailto:)/i.test(u.trim()))).toEqual([]);
    expect(report.styles.filter((s) => /expression|url\(|behavior|binding/i.test(s))).toEqual([]);

    // try to trigger whatever might be left: click every link (in place), hover and focus everything
    for (const link of await article.locator('a:not([href^="https://example.com"])').all()) {
      await link.evaluate((a) => a.setAttribute('target', '_self'));
      await link.click({ noWaitAfter: true }).catch(() => undefined);
      if (!page.url().includes(`/bulletin/${published.id}`)) await page.goBack();
      await article.waitFor();
    }
    for (const el of await article.locator('div, td, span, p, img').all()) {
      await el.hover({ force: true }).catch(() => undefined);
      await el.click({ force: true, noWaitAfter: true }).catch(() => undefined);
    }
    await page.keyboard.press('Tab');
    await page.waitForTimeout(1500);
    if (bypassCSP) await screenshot(page, 'bulletin-xss-detail');

    expect(seen.dialogs).toEqual([]);
    expect(await seen.flag()).toBeUndefined();
    expect(seen.consoleLines.filter((l) => /xss|alert/i.test(l))).toEqual([]);
    await page.close();
  });

  it('runs none of them on the list, where the title and project name are shown', async () => {
    const page = await openPage(bypassCSP);
    const seen = watch(page);
    await page.goto(`/vender/layout/bulletin?q=${encodeURIComponent('XSS测试')}`);
    const item = page.getByTestId('bulletin-item').first();
    await item.waitFor();
    expect(await text(item)).toContain(published.title);
    expect(await text(item)).toContain(published.projectName);
    await page.waitForTimeout(1000);
    expect(seen.dialogs).toEqual([]);
    expect(await seen.flag()).toBeUndefined();
    await page.close();
  });

  it(`${bypassCSP ? 'notices' : 'blocks'} a vector injected without sanitizing (the detector itself works)`, async () => {
    const page = await openPage(bypassCSP);
    const seen = watch(page);
    await page.goto('/errors/404');
    await page.evaluate((html) => {
      const div = document.createElement('div');
      // the vector is this test's, not the app's markup: the accessibility scan (fixtures/a11y.ts) leaves it out
      div.dataset.a11ySkip = '';
      div.innerHTML = html;
      document.body.append(div);
    }, VECTORS[2]!);
    if (bypassCSP) {
      await expect.poll(() => seen.dialogs.length).toBe(1);
      expect(await seen.flag()).toBe(3);
    } else {
      // the CSP refuses the inline handler: a second line of defence behind the sanitizer
      await page.waitForTimeout(800);
      expect(seen.dialogs).toEqual([]);
      expect(await seen.flag()).toBeUndefined();
    }
    await page.close();
  });
});
