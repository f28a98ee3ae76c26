import { describe, expect, it } from 'vitest';
import { sanitizeAnnouncementHtml as clean } from './announcement-html.ts';

/** Nothing in the output may run code: no script-capable tag, handler, dangerous URL or CSS expression. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<\s*(script|style|iframe|object|embed|svg|math|link|meta|base|form|input|frame)/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(java|vb)script\s*:/i);
  expect(html).not.toMatch(/expression\s*\(/i);
  expect(html).not.toMatch(/data:text\/html/i);
}

describe('sanitizeAnnouncementHtml keeps what a rich-text editor produces', () => {
  it('keeps headings, emphasis, lists, tables with spans, links, images, quotes and placeholders', () => {
    const html =
      '<h1 style="text-align: center;">{{projectName}}招标公告</h1><h2>一、项目概况</h2><h3>小标题</h3><h4>细目</h4>' +
      '<p style="text-align: justify;">项目编号：<strong>{{projectCode}}</strong>，<em>采购方式</em>：<u>{{purchaseWay}}</u>，<s>作废</s></p>' +
      '<p><span style="color: #c00000; background-color: rgb(255, 255, 0); font-size: 16px;">重要提示</span>H<sub>2</sub>O m<sup>3</sup></p>' +
      '<ul><li>第一条</li></ul><ol><li style="text-align: left;">第二条</li></ol>' +
      '<table><thead><tr><th colspan="2">关键时间</th></tr></thead><tbody><tr><td rowspan="1">开标</td><td>{{openTime}}</td></tr></tbody></table>' +
      '<p><a href="https://www.ccgp.gov.cn/" target="_blank">中国政府采购网</a> <a href="mailto:zb@example.com">邮箱</a></p>' +
      '<p><img src="https://example.com/logo.png" alt="logo"><img src="data:image/png;base64,iVBORw0KGgo="></p>' +
      '<blockquote>引用</blockquote><hr><p>第一行<br>第二行</p>';
    // The only changes: styles normalised, rel added to a new-window link, void elements self-closed.
    expect(clean(html)).toBe(
      '<h1 style="text-align:center">{{projectName}}招标公告</h1><h2>一、项目概况</h2><h3>小标题</h3><h4>细目</h4>' +
        '<p style="text-align:justify">项目编号：<strong>{{projectCode}}</strong>，<em>采购方式</em>：<u>{{purchaseWay}}</u>，<s>作废</s></p>' +
        '<p><span style="color:#c00000;background-color:rgb(255, 255, 0);font-size:16px">重要提示</span>H<sub>2</sub>O m<sup>3</sup></p>' +
        '<ul><li>第一条</li></ul><ol><li style="text-align:left">第二条</li></ol>' +
        '<table><thead><tr><th colspan="2">关键时间</th></tr></thead><tbody><tr><td rowspan="1">开标</td><td>{{openTime}}</td></tr></tbody></table>' +
        '<p><a href="https://www.ccgp.gov.cn/" target="_blank" rel="noopener noreferrer">中国政府采购网</a> <a href="mailto:zb@example.com">邮箱</a></p>' +
        '<p><img src="https://example.com/logo.png" alt="logo" /><img src="data:image/png;base64,iVBORw0KGgo=" /></p>' +
        '<blockquote>引用</blockquote><hr /><p>第一行<br />第二行</p>',
    );
  });
});

describe('sanitizeAnnouncementHtml removes everything that could run code', () => {
  it('is inert against the vectors fixed in sanitize-html 2.17.6 and 2.17.7 (raw-text mutation, SVG SMIL)', () => {
    const vectors = [
      '<textarea></textarea/><img src=x onerror=alert(1)>',
      '<xmp></xmp/><img src=x onerror=alert(1)></xmp>',
      '<textarea><p title="</textarea><img src=x onerror=alert(1)>"></p></textarea>',
      '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text y="20">点我</text></a></svg>',
      '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>',
      '<a href="#"><animate attributeName="href" to="javascript:alert(1)"/>链接</a>',
    ];
    for (const vector of vectors) expectInert(clean(vector));
  });

  it('drops script and style elements with their content', () => {
    const out = clean('<p>正文</p><script>alert(1)</script><style>body{display:none}</style><p>结尾</p>');
    expect(out).toBe('<p>正文</p><p>结尾</p>');
  });

  it('drops event handlers, keeping the element', () => {
    expect(clean('<p onclick="alert(1)" onmouseover=alert(2)>点击</p>')).toBe('<p>点击</p>');
    expect(clean('<img src="https://example.com/a.png" onerror="alert(1)">')).toBe(
      '<img src="https://example.com/a.png" />',
    );
    expect(clean('<img src="x" onerror="alert(1)">')).toBe('');
    expect(clean('<img src=x onerror=alert(1)//>')).toBe('');
  });

  it('drops javascript:, vbscript: and data:text URLs, however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'jav&#x0A;ascript:alert(1)',
      '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
      '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      '//evil.example.com/',
      '/relative/path',
    ]) {
      const out = clean(`<a href="${href}">链接</a>`);
      expect(out, href).toBe('<a>链接</a>');
    }
    expect(clean('<img src="javascript:alert(1)">')).toBe('');
    expect(clean('<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">')).toBe('');
  });

  it('drops svg onload, iframes, objects, forms and meta refreshes', () => {
    for (const vector of [
      '<svg onload=alert(1)>',
      '<svg><script>alert(1)</script></svg>',
      '<svg/onload=alert(1)>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<object data="javascript:alert(1)"></object>',
      '<embed src="javascript:alert(1)">',
      '<form action="javascript:alert(1)"><input type="submit"></form>',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<link rel="stylesheet" href="javascript:alert(1)">',
      '<base href="javascript:alert(1)//">',
    ]) {
      const out = clean(`<p>前</p>${vector}<p>后</p>`);
      expectInert(out);
      expect(out, vector).toMatch(/^<p>前<\/p>.*<p>后<\/p>$/s);
    }
  });

  it('drops CSS expressions, url() and properties outside the allowlist', () => {
    expect(clean('<span style="color: expression(alert(1))">x</span>')).toBe('<span>x</span>');
    expect(clean('<span style="background-color: url(javascript:alert(1))">x</span>')).toBe('<span>x</span>');
    expect(clean('<span style="behavior: url(xss.htc); color: red">x</span>')).toBe('<span style="color:red">x</span>');
    expect(clean('<p style="position: fixed; top: 0; text-align: center">x</p>')).toBe(
      '<p style="text-align:center">x</p>',
    );
    expect(clean('<div style="width: expression(alert(1))">x</div>')).toBe('x');
  });

  it('neutralises a sample of the OWASP XSS filter evasion cheat sheet', () => {
    const vectors = [
      '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
      '<IMG SRC="javascript:alert(\'XSS\');">',
      "<IMG SRC=javascript:alert('XSS')>",
      "<IMG SRC=JaVaScRiPt:alert('XSS')>",
      '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
      '<a onmouseover="alert(document.cookie)">xxs link</a>',
      '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
      '<IMG SRC=# onmouseover="alert(\'xxs\')">',
      '<IMG SRC= onmouseover="alert(\'xxs\')">',
      '<IMG onmouseover="alert(\'xxs\')">',
      '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
      '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
      '<IMG SRC="jav\tascript:alert(\'XSS\');">',
      '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
      '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
      '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
      '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
      '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
      '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
      '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
      '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
      '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
      '<IMG DYNSRC="javascript:alert(\'XSS\')">',
      '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
      "<svg/onload=alert('XSS')>",
      '<BGSOUND SRC="javascript:alert(\'XSS\');">',
      '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
      "<STYLE>@import'http://xss.rocks/xss.css';</STYLE>",
      '<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">',
      '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
      '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
      '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">',
      '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
      '<DIV STYLE="width: expression(alert(\'XSS\'));">',
      "<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->",
      '<BASE HREF="javascript:alert(\'XSS\');//">',
      '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
      '<a href="javascript&colon;alert(1)">x</a>',
      '<a href="&#x6A;avascript:alert(1)">x</a>',
      '<details open ontoggle=alert(1)>',
      '<video><source onerror="alert(1)">',
      '<p style="font-size: 12px; background-image: url(\'javascript:alert(1)\')">x</p>',
      // Mutation XSS: an unclosed style swallows the rest, which is dropped with it.
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    ];
    for (const vector of vectors) expectInert(clean(vector));
  });

  it('escapes stray angle brackets rather than letting them form tags', () => {
    expect(clean('<p>1 < 2 > 0 & "quoted"</p>')).toBe('<p>1 &lt; 2 &gt; 0 &amp; "quoted"</p>');
  });
});
