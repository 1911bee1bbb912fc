import { EMBED_HEIGHT_MESSAGE } from './page.ts';

/**
 * /embed.js: the one-line snippet's script. It puts a frame of the club's embed (or of
 * the listing, filtered by its data-* attributes) after itself and sizes the frame from
 * the height the page posts, taking only messages from Quad's origin and that frame.
 * Written in ES5 without modules: it runs on whatever site the club has.
 */
export function embedScript(): string {
  return `(function () {
  var script = document.currentScript;
  if (!script) return;
  var origin = new URL(script.src).origin;
  var data = script.dataset;
  var path;
  if (data.organizer) {
    path = '/embed/organizers/' + encodeURIComponent(data.organizer);
  } else {
    var query = new URLSearchParams();
    ['name', 'date', 'until', 'type', 'tag'].forEach(function (key) {
      if (data[key]) query.set(key, data[key]);
    });
    var text = query.toString();
    path = '/embed/events' + (text ? '?' + text : '');
  }
  var frame = document.createElement('iframe');
  frame.src = origin + path;
  frame.title = data.title || 'Upcoming events';
  frame.loading = 'lazy';
  frame.style.width = '100%';
  frame.style.border = '0';
  frame.style.height = (data.height || 400) + 'px';
  script.parentNode.insertBefore(frame, script.nextSibling);
  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var message = event.data;
    if (!message || message.type !== '${EMBED_HEIGHT_MESSAGE}' || typeof message.height !== 'number') return;
    frame.style.height = Math.max(0, Math.min(message.height, 20000)) + 'px';
  });
})();
`;
}
