import { createHash } from 'node:crypto';

/**
 * How a page rendered on the server starts the app's code. The page is read before the app
 * runs; the code only makes it interactive, so it never competes with the first paint.
 *
 * - **After the first paint** (a visitor holding a session, whose own parts the app fills
 *   in): once the first screen is painted with its main pictures (`fetchpriority="high"`
 *   images; a slow picture holds the code back at most 3 s).
 * - **On the first interaction** (a signed-out visitor, `data-on-interaction` on the entry
 *   link): the page is complete as the server sent it, so the app waits until the visitor
 *   touches, clicks, types, tabs or points at a control, or until a live count shown on the
 *   page changes. A phone that only reads the page runs no script of ours but this one.
 *   Links keep working as plain links meanwhile (the next page comes rendered from the
 *   server). What the visitor does before the app has taken over is kept and done again
 *   once it has (`data-live` on `<html>`, set by the app): a click on a control, a form's
 *   submission and what was typed into a field. The app's files are cached once the page
 *   has loaded and the browser is idle (by the service worker), so that start is quick.
 *
 * Fields wait on a page started after the paint (`LiveFields`: a controlled field would
 * lose what was typed before hydration); on a page started on interaction this script
 * opens them (and every control marked `data-waits-for-app`), since it keeps what is typed
 * and clicked.
 *
 * The entry script and its preloads arrive as inert links (`quad-entry`, `quad-preload`)
 * that this script turns into the real ones. Inline, because a file would be one more
 * round trip; allowed by its hash in the CSP (app.ts). ES5 syntax, as short as it is clear.
 */
export const START_SCRIPT = `(function () {
  var entry = document.querySelector('link[rel="quad-entry"]');
  if (!entry) return;
  var root = document.documentElement;
  var started = false;
  function preloads() { return [].slice.call(document.querySelectorAll('link[rel="quad-preload"]')); }
  function start() {
    if (started) return;
    started = true;
    preloads().forEach(function (l) {
      var p = document.createElement('link');
      p.rel = 'modulepreload'; p.crossOrigin = 'anonymous'; p.href = l.href;
      document.head.appendChild(p);
    });
    var s = document.createElement('script');
    s.type = 'module'; s.crossOrigin = 'anonymous'; s.src = entry.href;
    // Not fetched (the connection dropped): the next interaction tries again.
    s.onerror = function () { s.remove(); started = false; };
    document.head.appendChild(s);
  }
  function whenReady(fn) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn); else fn();
  }

  function live() { return 'live' in root.dataset; }

  // The home's slideshow as the server sent it (EarlySlideshow.tsx) moves until the app's
  // own is laid over it (which marks it data-replaced; the app runs the page before its
  // slideshow's code has loaded): a slide every few seconds unless paused, a pointer rests
  // on it or the visitor prefers reduced motion; the arrows and dots move it, wrapping both ways.
  whenReady(function () {
    var show = document.querySelector('[data-early-slideshow]');
    if (!show) return;
    var slides = show.querySelectorAll('[data-slide]'), dots = show.querySelectorAll('[data-slide-to]');
    var pause = show.querySelector('[data-slide-pause]');
    var interval = Number(show.getAttribute('data-interval')) || 3000;
    var still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    var current = 0, hovered = false, timer = 0;
    function replaced() { return show.hasAttribute('data-replaced'); }
    function schedule() {
      clearTimeout(timer);
      if (!still && !hovered && !show.hasAttribute('data-paused') && !replaced()) timer = setTimeout(function () { go(current + 1); }, interval);
    }
    function go(n) {
      current = (n + slides.length) % slides.length;
      show.setAttribute('data-current', String(current));
      show.setAttribute('data-shown-at', String(Date.now()));
      [].forEach.call(slides, function (slide, i) { slide.toggleAttribute('data-active', i === current); });
      [].forEach.call(dots, function (dot, i) {
        dot.toggleAttribute('data-active', i === current);
        dot.setAttribute('aria-selected', String(i === current));
        dot.tabIndex = i === current ? 0 : -1;
      });
      schedule();
    }
    show.addEventListener('click', function (e) {
      var button = e.target.closest && e.target.closest('button');
      if (!button || replaced()) return;
      if (button === pause) {
        var paused = !show.hasAttribute('data-paused');
        show.toggleAttribute('data-paused', paused);
        pause.setAttribute('aria-label', pause.getAttribute(paused ? 'data-label-play' : 'data-label-pause'));
        return schedule();
      }
      hovered = false; // "carry on from here"
      if (button.hasAttribute('data-slide-to')) go(Number(button.getAttribute('data-slide-to')));
      else if (button.hasAttribute('data-slide-step')) go(current + Number(button.getAttribute('data-slide-step')));
    });
    show.addEventListener('mouseenter', function () { hovered = true; schedule(); });
    show.addEventListener('mouseleave', function () { hovered = false; schedule(); });
    go(0);
  });

  if (!entry.hasAttribute('data-on-interaction')) {
    whenReady(function () {
      setTimeout(start, 3000);
      function afterPaint() { requestAnimationFrame(function () { setTimeout(start, 0); }); }
      var waiting = [].filter.call(document.querySelectorAll('img[fetchpriority="high"]'), function (i) { return !i.complete; });
      var left = waiting.length;
      if (!left) return afterPaint();
      waiting.forEach(function (i) {
        function done() { if (--left === 0) afterPaint(); }
        i.addEventListener('load', done); i.addEventListener('error', done);
      });
    });
    return;
  }

  var CONTROL = 'button,summary,label,select,[role=button],[role=tab],[role=checkbox],[role=radio],[role=switch],[role=menuitem],[role=option],[role=combobox],input[type=checkbox],input[type=radio],input[type=submit]';
  var FIELD = 'input,textarea';
  var typed = [], clicked = [], submitted = [];
  // Until what was done before is done again, what is done is kept for after it, in order.
  var caughtUp = false;
  function remember(list, item) { if (list.indexOf(item) < 0) list.push(item); }
  function before(type, handle) {
    addEventListener(type, function (e) { if (!caughtUp) handle(e); }, { capture: true, passive: type === 'touchstart' });
  }
  function target(e) { return e.target && e.target.closest ? e.target : null; }

  ['pointerdown', 'touchstart', 'keydown', 'focusin'].forEach(function (type) { before(type, start); });
  before('pointerover', function (e) { var t = target(e); if (t && t.closest(CONTROL + ',' + FIELD)) start(); });
  before('input', function (e) {
    var t = target(e);
    if (t && t.matches(FIELD)) { remember(typed, t); t.typedBeforeApp = t.value; }
    start();
  });
  before('click', function (e) {
    var t = target(e);
    var control = t && t.closest(CONTROL);
    // A link is followed as a plain link; the slideshow's controls work before the app.
    if (!control || control.closest('a[href], [data-early-slideshow]')) return;
    e.preventDefault(); e.stopPropagation();
    remember(clicked, control);
    start();
  });
  before('submit', function (e) {
    e.preventDefault(); e.stopPropagation();
    remember(submitted, e.target);
    start();
  });

  // Typed text through React's value tracker (what it last saw is changed, the field's value
  // set past it), so the field's change handler receives it; then clicks, then submissions.
  // Hydration goes on in slices after the page is marked live, and a controlled field
  // hydrated with what was typed is set back to its state's value by its first render:
  // the text typed is kept aside, and given back once the browser is idle and each field
  // has been taken over (React's tracker is on it), unless the visitor has typed on since.
  function hydrated(field) { return !field.isConnected || field._valueTracker; }
  var idle = window.requestIdleCallback || function (fn) { setTimeout(fn, 200); };
  function replay(waited) {
    if (!typed.every(hydrated) && waited < 20) return idle(function () { replay(waited + 1); }, { timeout: 500 });
    typed.forEach(function (field) {
      var value = field.typedBeforeApp;
      if (!field.isConnected || (field.value !== '' && field.value !== value)) return;
      var setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set;
      field.value = value ? '' : ' ';
      setter.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    setTimeout(function () {
      caughtUp = true;
      clicked.forEach(function (c) { if (c.isConnected) c.click(); });
      submitted.forEach(function (f) { if (f.isConnected) f.requestSubmit(); });
    }, 50);
  }
  new MutationObserver(function (changes, observer) {
    if (!live()) return;
    observer.disconnect();
    if (counts) counts.close();
    idle(function () { replay(0); }, { timeout: 2000 });
  }).observe(root, { attributes: true, attributeFilter: ['data-live'] });

  // Once the page is parsed: its waiting controls open, and a count it shows that changes
  // starts the app, to show it.
  var counts = null;
  whenReady(function () {
    [].forEach.call(document.querySelectorAll('[data-waits-for-app]'), function (c) { c.disabled = false; c.removeAttribute('data-disabled'); });
    var state = document.getElementById('quad-state');
    if (started || !window.EventSource || !state || state.textContent.indexOf('"registrations":') < 0) return;
    counts = new EventSource('/api/live');
    counts.addEventListener('registrations', function (m) {
      try { if (state.textContent.indexOf(JSON.parse(m.data).eventId) >= 0) start(); } catch (error) { /* not a count */ }
    });
  });

  // Once loaded and idle, the app's files are made ready for the first interaction: the
  // service worker (which the app registers too) precaches them, or, without one, the
  // page's own files go into the HTTP cache. Not when the visitor saves data. A page that
  // is never idle (a busy phone) still gets them, a few seconds late.
  addEventListener('load', function () {
    var connection = navigator.connection;
    if (connection && connection.saveData) return;
    idle(function () {
      if (started) return;
      if (navigator.serviceWorker) return navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(function () {});
      [entry].concat(preloads()).forEach(function (l) {
        var p = document.createElement('link');
        p.rel = 'prefetch'; p.as = 'script'; p.crossOrigin = 'anonymous'; p.href = l.href;
        document.head.appendChild(p);
      });
    }, { timeout: 3000 });
  });
})()`;

/** The script's CSP source expression. */
export const START_SCRIPT_HASH = `'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`;

/** A module preload that waits for the start script. */
export function deferredPreload(href: string): string {
  return `<link rel="quad-preload" href="${href}">`;
}

/**
 * The shell's entry script and preloads made inert, and the script that starts them:
 * after the first paint, or on the first interaction (a signed-out visitor's page).
 */
export function withAppStart(shell: string, when: 'after-paint' | 'on-interaction'): string {
  const mark = when === 'on-interaction' ? ' data-on-interaction' : '';
  return shell
    .replace(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/, (_, src: string) => `<link rel="quad-entry" href="${src}"${mark}>`)
    .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_, href: string) => deferredPreload(href))
    .replace('</head>', () => `<script>${START_SCRIPT}</script>\n  </head>`);
}
