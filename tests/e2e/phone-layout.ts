import type { Page } from '@playwright/test';

/** A run of text this long needs a column at least this wide to be read as words, not letters stacked. */
export const SQUEEZE = { minCharacters: 25, minWidth: 90 } as const;
/** A phone visitor's primary actions: at least this tall and wide (WCAG 2.5.5, Apple's and Google's 44–48 px). */
export const TAP_TARGET = 44;

/**
 * The texts of the page that the visitor sees squeezed into a narrow column: a run of 25 or more
 * characters whose box (its nearest ancestor that is not inline) is under 90 px wide. Text hidden
 * for screen readers only (clipped) and text not shown are left out. One line per text:
 * `H2 32×480 "Quelques-unes des organisations…"`.
 */
export async function squeezedTexts(page: Page): Promise<string[]> {
  return page.evaluate(({ minCharacters, minWidth }) => {
    const shown = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden' || style.clipPath !== 'none' || style.clip.startsWith('rect')) return false;
      }
      return true;
    };
    const box = (element: Element) => {
      let node: Element = element;
      while (getComputedStyle(node).display === 'inline' && node.parentElement) node = node.parentElement;
      return node;
    };
    const found: string[] = [];
    const seen = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const words = (text.textContent ?? '').replace(/\s+/g, ' ').trim();
      const parent = text.parentElement;
      if (words.length < minCharacters || !parent || !shown(parent)) continue;
      const block = box(parent);
      const rect = block.getBoundingClientRect();
      if (seen.has(block) || rect.width === 0 || rect.width >= minWidth) continue;
      seen.add(block);
      found.push(`${block.tagName} ${Math.round(rect.width)}×${Math.round(rect.height)} "${words.slice(0, 60)}"`);
    }
    return found;
  }, SQUEEZE);
}

/**
 * A phone visitor's primary actions that are smaller than 44 × 44 px: call and e-mail links (but a
 * link inside a sentence), the menu button, share links, pagination, a client story's fact links, the
 * slider's controls. One line per control:
 * `A 120×22 tel:+9611000000`.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const selectors = [
      'a[href^="tel:"]',
      'a[href^="mailto:"]',
      'a[href^="https://wa.me/"]',
      'button[aria-controls][aria-expanded]',
      '[data-behaviour="share"] a',
      '[data-blog-pages] a',
      '[data-key-facts] a',
      '.hero-bullet, [data-slider-prev], [data-slider-next]',
    ];
    const found: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(selectors.join(','))) {
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      if (control.closest('[hidden], [inert], dialog:not([open])')) continue;
      // A link inside a sentence is exempt (WCAG 2.5.8): its line height is the text's.
      const block = control.parentElement;
      if (getComputedStyle(control).display === 'inline' && block && (block.textContent ?? '').trim().length > (control.textContent ?? '').trim().length + 20)
        continue;
      if (rect.height < minimum - 0.5 || rect.width < minimum - 0.5)
        found.push(
          `${control.tagName} ${Math.round(rect.width)}×${Math.round(rect.height)} ${(control.getAttribute('href') ?? control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '').slice(0, 40)}`,
        );
    }
    return found;
  }, TAP_TARGET);
}
