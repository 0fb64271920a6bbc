import type { Page } from '@playwright/test';

/** One layout defect found on a page (issue 15 §8). */
export interface LayoutProblem {
  kind: 'page-overflow' | 'clipped-text' | 'covered-text';
  where: string;
  detail: string;
}

/**
 * Looks for the two defects issue 15 §8 names, in the page as rendered:
 * - horizontal overflow: the document is wider than the viewport (the confirmation page was
 *   405 px wide at 390), naming the elements that stick out;
 * - text clipped by its container: an element with text whose box runs past the edge of an
 *   ancestor that hides overflow ("Join Jo Baker's Group Ord", the modal's Close), or that
 *   hides its own overflow while its text is wider or taller than it (ellipsis included);
 * - text covered by a control that is not part of it (a dialog's close button over its title).
 * Scrolling containers are not clipping (their content is reachable), nor are visually-hidden
 * text, a deliberate line clamp (a card's description), or elements not rendered.
 */
export async function findLayoutProblems(page: Page): Promise<LayoutProblem[]> {
  // The page as it settles: brand fonts in, every stylesheet applied, nothing busy (the bag's count loads after
  // hydration, decision 326), every map live (a map that remounts, as it does when its data
  // changes, shows its server-drawn picture until Leaflet is back: CI2 of session 11 audited that
  // picture on a location page after the test had seen the map live), then two frames painted. A screenshot used to come first and waited
  // for most of that; CI takes none (keepScreenshot).
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((l) => l.disabled || l.sheet) &&
      !document.querySelector('[aria-busy="true"]') &&
      !document.querySelector('[data-live="false"]'),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => {
    const problems: { kind: 'page-overflow' | 'clipped-text' | 'covered-text'; where: string; detail: string }[] = [];
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls =
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}`
          : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${id}${cls} "${text}"`;
    };
    const visible = (el: Element) => {
      // checkVisibility also knows content that is not rendered (a closed <details>'s body).
      if (!el.checkVisibility({ contentVisibilityAuto: true, opacityProperty: true, visibilityProperty: true }))
        return false;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
      const rect = el.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1;
    };
    // Text inside a picture (`role="img"`: the server-drawn map's place names) is part of the
    // drawing, cropped with it like an image's pixels; the picture's name is its label.
    const hiddenText = (el: Element) =>
      el.closest('.visually-hidden, [aria-hidden="true"], [hidden], [inert], [role="img"]') !== null;
    const clips = (style: CSSStyleDeclaration, axis: 'x' | 'y') => {
      const value = axis === 'x' ? style.overflowX : style.overflowY;
      return value === 'hidden' || value === 'clip';
    };
    const scrolls = (style: CSSStyleDeclaration) =>
      ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY);

    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport + 1) {
      const sticking = [...document.body.querySelectorAll('*')]
        .filter((el) => visible(el) && el.getBoundingClientRect().right > viewport + 1)
        .filter((el) => {
          // Report the outermost offenders only, and not content inside a scroller.
          for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
            const s = getComputedStyle(p);
            if (scrolls(s) || clips(s, 'x')) return false;
            if (p.getBoundingClientRect().right > viewport + 1) return false;
          }
          return true;
        })
        .slice(0, 5)
        .map(describe);
      problems.push({
        kind: 'page-overflow',
        where: sticking.join(' | ') || 'document',
        detail: `page is ${document.documentElement.scrollWidth}px wide in a ${viewport}px viewport`,
      });
    }

    const withText = [...document.body.querySelectorAll('*')].filter((el) =>
      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== ''),
    );
    for (const el of withText) {
      if (!visible(el) || hiddenText(el)) continue;
      const style = getComputedStyle(el);
      if (
        el instanceof HTMLInputElement ||
        el instanceof HTMLTextAreaElement ||
        el instanceof HTMLSelectElement ||
        el.tagName === 'OPTION'
      )
        continue;
      const lineClamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
      if (clips(style, 'x') && !scrolls(style) && el.scrollWidth > el.clientWidth + 1) {
        problems.push({
          kind: 'clipped-text',
          where: describe(el),
          detail: `text ${el.scrollWidth}px wide in a ${el.clientWidth}px box`,
        });
        continue;
      }
      if (clips(style, 'y') && !scrolls(style) && !lineClamped && el.scrollHeight > el.clientHeight + 1) {
        problems.push({
          kind: 'clipped-text',
          where: describe(el),
          detail: `text ${el.scrollHeight}px tall in a ${el.clientHeight}px box`,
        });
        continue;
      }
      const rect = el.getBoundingClientRect();
      for (let p = el.parentElement; p && p !== document.documentElement; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (scrolls(s)) break;
        const box = p.getBoundingClientRect();
        // Wholly outside is the hidden-until-focused pattern (the skip link); partly outside is a cut.
        const overlaps =
          rect.right > box.left && rect.left < box.right && rect.bottom > box.top && rect.top < box.bottom;
        const cutX = clips(s, 'x') && (rect.left < box.left - 1 || rect.right > box.right + 1);
        const cutY = clips(s, 'y') && (rect.top < box.top - 1 || rect.bottom > box.bottom + 1);
        if (overlaps && (cutX || cutY)) {
          problems.push({ kind: 'clipped-text', where: describe(el), detail: `cut by ${describe(p).slice(0, 60)}` });
          break;
        }
      }
    }

    // Text covered by a control that is not part of it (a dialog's X over its title): the topmost
    // element at points along each line of text, within the viewport.
    const controls = 'button, a, input, select, textarea, [role="button"]';
    // Content scrolls under sticky and fixed chrome (header, tab bar, a drawer over the page):
    // only a control in the same sticky/fixed layer as the text can be said to cover it.
    const layerOf = (start: Element) => {
      for (let p: Element | null = start; p; p = p.parentElement)
        if (['fixed', 'sticky'].includes(getComputedStyle(p).position)) return p;
      return null;
    };
    for (const el of withText) {
      if (!visible(el) || hiddenText(el)) continue;
      let covered: Element | null = null;
      for (const node of el.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || (node.textContent ?? '').trim() === '' || covered) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          if (r.width < 4 || r.bottom < 0 || r.top > innerHeight) continue;
          for (const x of [r.left + 2, r.left + r.width / 2, r.right - 2]) {
            const hit = document.elementFromPoint(x, r.top + r.height / 2);
            const control = hit?.closest(controls);
            if (!hit || !control || el.contains(hit) || control.contains(el) || el.closest(controls)?.contains(control))
              continue;
            if (layerOf(control) !== layerOf(el)) continue;
            // Not a cover: an invisible input over its own label's text (the diet chips), or a
            // card's stretched link (its ::after spans the card on purpose, decision 122).
            if (
              Number(getComputedStyle(control).opacity) === 0 ||
              (control.closest('label') && control.closest('label') === el.closest('label'))
            )
              continue;
            const after = getComputedStyle(control, '::after');
            if (after.content !== 'none' && after.position === 'absolute') continue;
            covered = control;
          }
        }
      }
      if (covered)
        problems.push({
          kind: 'covered-text',
          where: describe(el),
          detail: `covered by ${describe(covered).slice(0, 60)}`,
        });
    }
    return problems;
  });
}
