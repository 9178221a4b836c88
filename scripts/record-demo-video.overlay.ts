import type { BrowserContext, Page } from 'playwright-core';

/**
 * A visible mouse pointer (the screencast shows none), a ripple on each click and a caption bar at the
 * bottom. The caption and the pointer's position live in sessionStorage, so they survive page loads.
 * Kept as plain browser JavaScript in a string: it runs in the page, not in Node. window.demoVideo lets
 * the tour change the caption and hide the pointer.
 */
const OVERLAY_SCRIPT = `
(() => {
  const CAPTION_KEY = 'demo-video-caption';
  const POINTER_KEY = 'demo-video-pointer';
  const install = () => {
    if (document.getElementById('demo-video-pointer')) return;
    const style = document.createElement('style');
    style.textContent = [
      '#demo-video-pointer{position:fixed;left:0;top:0;width:22px;height:22px;z-index:2147483647;pointer-events:none;transition:transform .04s linear;filter:drop-shadow(0 2px 3px rgba(0,0,0,.35))}',
      '.demo-video-ripple{position:fixed;width:36px;height:36px;margin:-18px 0 0 -18px;border-radius:50%;border:3px solid rgba(59,123,255,.9);z-index:2147483646;pointer-events:none;animation:demo-video-ripple .6s ease-out forwards}',
      '@keyframes demo-video-ripple{from{transform:scale(.3);opacity:1}to{transform:scale(1.4);opacity:0}}',
      '#demo-video-caption{position:fixed;left:50%;bottom:28px;transform:translateX(-50%);z-index:2147483645;pointer-events:none;width:max-content;max-width:80%;padding:12px 22px;border-radius:999px;background:rgba(10,19,48,.88);color:#fff;font:600 20px/1.3 Inter,system-ui,sans-serif;letter-spacing:-.01em;box-shadow:0 12px 30px rgba(0,0,0,.3);transition:opacity .3s}',
      '#demo-video-caption:empty{opacity:0}',
    ].join('\\n');
    document.head.appendChild(style);
    const pointer = document.createElement('div');
    pointer.id = 'demo-video-pointer';
    pointer.innerHTML = '<svg viewBox="0 0 22 22" width="22" height="22"><path d="M3 2 L3 18 L7.5 13.8 L10.6 20.5 L13.4 19.2 L10.4 12.6 L16.5 12.4 Z" fill="#fff" stroke="#0b1426" stroke-width="1.5" stroke-linejoin="round"/></svg>';
    const caption = document.createElement('div');
    caption.id = 'demo-video-caption';
    caption.textContent = sessionStorage.getItem(CAPTION_KEY) || '';
    document.body.append(pointer, caption);
    const place = (x, y) => { pointer.style.transform = 'translate(' + (x - 3) + 'px,' + (y - 2) + 'px)'; };
    const saved = JSON.parse(sessionStorage.getItem(POINTER_KEY) || 'null');
    if (saved) place(saved.x, saved.y); else pointer.style.display = 'none';
    window.addEventListener('mousemove', (event) => {
      if (event.clientX < 0 || event.clientY < 0) return;
      pointer.style.display = '';
      place(event.clientX, event.clientY);
      sessionStorage.setItem(POINTER_KEY, JSON.stringify({ x: event.clientX, y: event.clientY }));
    }, true);
    window.demoVideo = {
      setCaption: (text) => {
        sessionStorage.setItem(CAPTION_KEY, text);
        caption.textContent = text;
      },
      hidePointer: () => {
        pointer.style.display = 'none';
        sessionStorage.removeItem(POINTER_KEY);
      },
    };
    window.addEventListener('mousedown', (event) => {
      const ripple = document.createElement('div');
      ripple.className = 'demo-video-ripple';
      ripple.style.left = event.clientX + 'px';
      ripple.style.top = event.clientY + 'px';
      document.body.appendChild(ripple);
      setTimeout(() => ripple.remove(), 700);
    }, true);
  };
  if (document.body) install(); else document.addEventListener('DOMContentLoaded', install);
})();
`;

export async function installOverlay(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: OVERLAY_SCRIPT });
}

/** Shows a caption at the bottom of the video (an empty text hides it). */
export async function setCaption(page: Page, text: string): Promise<void> {
  await page.evaluate(`window.demoVideo.setCaption(${JSON.stringify(text)})`);
}

/** Hides the pointer until the mouse moves again. */
export async function hidePointer(page: Page): Promise<void> {
  await page.evaluate('window.demoVideo.hidePointer()');
}
