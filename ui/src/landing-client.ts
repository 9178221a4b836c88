/**
 * The landing page's only script. The page arrives as static HTML (prerendered at build time), so all it
 * needs is the handful of interactions below; React and the video dialog load on demand.
 */

const EASING = 'cubic-bezier(0.4, 0, 0.2, 1)';

/** MUI's Collapse duration for a panel of this height (theme.transitions.getAutoHeightDuration). */
function heightDuration(height: number): number {
  if (!height) return 0;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

/** Opens a collapsed panel (see collapsed.ts) to its content's height, then lets it size itself. */
function expand(panel: HTMLElement) {
  panel.style.visibility = 'visible';
  const height = panel.scrollHeight;
  const duration = heightDuration(height);
  panel.style.height = '0px';
  void panel.offsetHeight;
  panel.style.transition = `height ${duration}ms ${EASING}`;
  panel.style.height = `${height}px`;
  panel.dataset.state = 'open';
  window.setTimeout(() => {
    if (panel.dataset.state !== 'open') return;
    panel.style.transition = '';
    panel.style.height = 'auto';
  }, duration);
}

/** Closes an open panel back to no height; `then` runs once it is closed. */
function collapse(panel: HTMLElement, then?: () => void) {
  const height = panel.scrollHeight;
  const duration = heightDuration(height);
  panel.style.transition = '';
  panel.style.height = `${height}px`;
  void panel.offsetHeight;
  panel.style.transition = `height ${duration}ms ${EASING}`;
  panel.style.height = '0px';
  panel.dataset.state = 'closed';
  window.setTimeout(() => {
    if (panel.dataset.state !== 'closed') return;
    panel.style.visibility = 'hidden';
    panel.style.transition = '';
    then?.();
  }, duration);
}

/** The bar turns opaque once the page scrolls or the phone menu is open; the menu button opens and closes it. */
function navigation() {
  const header = document.querySelector<HTMLElement>('[data-landing-nav]');
  const menu = document.getElementById('mobile-menu');
  const button = header?.querySelector<HTMLButtonElement>('button[aria-controls="mobile-menu"]');
  if (!header || !menu || !button) return;
  let open = false;
  const raise = () => {
    header.dataset.raised = String(open || window.scrollY > 8);
  };
  const setOpen = (next: boolean) => {
    if (next === open) return;
    open = next;
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
    if (open) expand(menu);
    else collapse(menu);
    raise();
  };
  raise();
  window.addEventListener('scroll', raise, { passive: true });
  button.addEventListener('click', () => setOpen(!open));
  for (const link of menu.querySelectorAll('a')) link.addEventListener('click', () => setOpen(false));
}

/**
 * The page is the same static file for everyone: a signed-in visitor's bar offers 'Dashboard' instead of
 * 'Sign in' and 'Get started'. The session cookie is not readable from scripts, so the API is asked.
 */
function signedInBar() {
  const header = document.querySelector<HTMLElement>('[data-landing-nav]');
  if (!header) return;
  fetch('/api/auth/get-session', { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((session: { user?: unknown } | null) => {
      header.dataset.signedIn = String(Boolean(session?.user));
    })
    .catch(() => {
      // Offline or refused: the visitor's links stay, and they lead to the dashboard after sign-in anyway.
    });
}

/** One answer open at a time; a second click on the open question closes it. Closed answers leave the page. */
function faq() {
  const questions = [...document.querySelectorAll<HTMLButtonElement>('#faq button[aria-controls]')];
  const close = (question: HTMLButtonElement) => {
    question.setAttribute('aria-expanded', 'false');
    const panel = document.getElementById(question.getAttribute('aria-controls') ?? '')?.parentElement;
    if (panel) collapse(panel, () => panel.remove());
  };
  for (const question of questions) {
    const answerId = question.getAttribute('aria-controls') ?? '';
    const template = document.querySelector<HTMLTemplateElement>(`template[data-faq-answer="${answerId}"]`);
    if (!template) continue;
    question.addEventListener('click', () => {
      const wasOpen = question.getAttribute('aria-expanded') === 'true';
      for (const other of questions) if (other.getAttribute('aria-expanded') === 'true') close(other);
      if (wasOpen) return;
      // A panel still closing from an earlier click gives way to the new one.
      document.getElementById(answerId)?.parentElement?.remove();
      const panel = template.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
      if (!panel) return;
      template.after(panel);
      question.setAttribute('aria-expanded', 'true');
      expand(panel);
    });
  }
}

/** 'Watch demo' opens the video in a dialog; its code starts loading as soon as the visitor heads for it. */
function demoDialog() {
  const button = document.querySelector<HTMLButtonElement>('[data-demo-modal-open]');
  if (!button) return;
  let loading: Promise<typeof import('./public/landing/demo-modal')> | undefined;
  const load = () => {
    loading ??= import('./public/landing/demo-modal');
    return loading;
  };
  for (const type of ['pointerenter', 'focus', 'touchstart']) button.addEventListener(type, () => void load(), { passive: true });
  button.addEventListener('click', () => {
    void load().then((dialog) => dialog.openDemoModal());
  });
}

/** A hosted player (an embed page) replaces its play button on the first click. */
function demoPlayer() {
  const play = document.querySelector<HTMLElement>('[data-demo-play]');
  const template = document.querySelector<HTMLTemplateElement>('template[data-demo-player]');
  if (!play || !template) return;
  play.addEventListener('click', () => play.replaceWith(template.content.cloneNode(true)));
}

/**
 * Where CSS cannot divide lengths, the dashboard picture is scaled here; everywhere its box takes the drawn
 * screen's real height (fonts differ between systems).
 */
function dashboardMock() {
  const outer = document.querySelector<HTMLElement>('[data-dashboard-mock]');
  const inner = outer?.querySelector<HTMLElement>('[data-dashboard-mock-screen]');
  if (!outer || !inner) return;
  const designWidth = Number(inner.dataset.dashboardMockScreen);
  const cssScales = CSS.supports('scale', `calc(100cqw / ${designWidth}px)`);
  const measure = () => {
    const scale = Math.min(1, outer.clientWidth / designWidth);
    if (!cssScales) inner.style.transform = `scale(${scale})`;
    outer.style.aspectRatio = 'auto';
    outer.style.height = `${inner.offsetHeight * scale}px`;
  };
  measure();
  new ResizeObserver(measure).observe(outer);
}

navigation();
signedInBar();
faq();
demoDialog();
demoPlayer();
dashboardMock();

// A module: the page loads it with <script type="module">.
export {};
