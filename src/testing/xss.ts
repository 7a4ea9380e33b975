// Hostile content for the reliability suites: payloads from the OWASP XSS Filter Evasion Cheat
// Sheet (and a few aimed at this app's own link and image handling), and a check that none of them
// became markup, a handler or a script URL in the page.
import { expect, vi } from 'vitest';

export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss = 1</script>',
  '<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>',
  "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"/+/onmouseover=1/+/[*/[]/+alert(1)//'>",
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<iframe src=http://xss.rocks/scriptlet.html <',
  "\\\";alert('XSS');//",
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  "<svg/onload=alert('XSS')>",
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<a href="javascript:alert(1)">click me</a>',
  'javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'https://example.com/"><script>alert(1)</script>',
  'https://evil.example/x?q=<img src=x onerror=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '<style>@import "javascript:alert(1)";</style>',
];

/** Hostile values for image and link fields (profile image, cover, post image). */
export const HOSTILE_URLS = [
  'javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ' JaVaScRiPt:alert(1)',
  'vbscript:msgbox(1)',
] as const;

/** Watches for anything a payload would do if it ran. Call before rendering. */
export function watchForExecution() {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  const flags = window as unknown as { __xss?: unknown };
  delete flags.__xss;
  return {
    expectNothingRan() {
      expect(alert).not.toHaveBeenCalled();
      expect(flags.__xss).toBeUndefined();
    },
  };
}

const FORBIDDEN_TAGS = [
  'script',
  'iframe',
  'object',
  'embed',
  'meta',
  'base',
  'frame',
  'svg style',
];
const SCRIPT_URL = /^\s*(javascript|vbscript|data):/i;

/** No element, handler attribute or script URL in the page came from user text. */
export function expectSafeDom(root: ParentNode = document.body) {
  for (const selector of FORBIDDEN_TAGS) {
    expect(root.querySelectorAll(selector), `<${selector}> in the page`).toHaveLength(0);
  }
  for (const element of root.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      expect(name.startsWith('on'), `${name} on <${element.tagName}>`).toBe(false);
      if (
        ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background'].includes(name)
      )
        expect(value, `${name} of <${element.tagName}>`).not.toMatch(SCRIPT_URL);
      if (name === 'style') expect(value).not.toMatch(/javascript:|expression\(/i);
    }
  }
}

/** All payloads on their own lines: one field carrying every payload at once. */
export const ALL_PAYLOADS = XSS_PAYLOADS.join('\n');
