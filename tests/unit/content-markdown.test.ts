import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/web/features/content/markdown.server.ts';

/** The markdown output is injected with dangerouslySetInnerHTML: these are the guarantees it relies on. */
describe('renderMarkdown sanitising', () => {
  it('renders ordinary markdown', () => {
    expect(renderMarkdown('Hello **bread**\n\n- one\n- [menu](/menu)')).toBe(
      '<p>Hello <strong>bread</strong></p>\n<ul>\n<li>one</li>\n<li><a href="/menu">menu</a></li>\n</ul>',
    );
  });

  it('escapes <script> elements', () => {
    const html = renderMarkdown('before <script>alert(1)</script> after\n\n<script>\nalert(2)\n</script>');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('escapes raw HTML with event handlers, so onerror= never becomes an attribute', () => {
    const html = renderMarkdown('<img src=x onerror="alert(1)">\n\nText <a href="#" onclick="alert(1)">x</a>');
    expect(html).not.toMatch(/<img|<a href="#"/i);
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it('escapes block-level raw HTML such as iframes and styles', () => {
    const html = renderMarkdown('<iframe src="https://evil.example"></iframe>\n\n<style>body{display:none}</style>');
    expect(html).not.toMatch(/<iframe|<style/i);
  });

  it('drops javascript:, vbscript: and data: URLs from links and images', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'vbscript:msgbox',
      'data:text/html;base64,PHNjcmlwdD4=',
    ]) {
      const link = renderMarkdown(`[click](${url.replace(/[()]/g, '')})`);
      expect(link, url).not.toMatch(/href="(?!")/);
      const image = renderMarkdown(`![x](${url.replace(/[()]/g, '')})`);
      expect(image, url).not.toMatch(/src="(?!")/);
    }
    expect(renderMarkdown('<javascript:alert(1)>')).not.toMatch(/href="javascript/i);
  });

  it('keeps safe links: site paths, https and mailto', () => {
    const html = renderMarkdown('[a](/faq) [b](https://example.com) [c](mailto:hello@larkspurbakery.example)');
    expect(html).toContain('href="/faq"');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('href="mailto:hello@larkspurbakery.example"');
  });

  it('escapes quotes so an attribute cannot be broken out of', () => {
    const html = renderMarkdown('[x](/a"onmouseover="alert(1))');
    expect(html).not.toMatch(/"\s*onmouseover=/);
  });
});
