// Starts the app once its static shell has painted. The page's HTML holds its scripts (the entry
// and the route's chunks) in <template id="app-scripts">; this file, loaded with `defer`, puts
// them into the document after the first frame, so that the shell's header, title and
// introduction paint from HTML and CSS alone, before any of the app's JavaScript is fetched or run.
// A few elements at a time: each one inserted starts a request, and one task for all of them
// would keep the page busy for longer than a frame on a slow phone. A worker loads the data
// behind Intl meanwhile (warm-intl.js).
// A page opened in the background paints no frame until it is shown, so it starts at once.
(() => {
  const template = document.getElementById('app-scripts');
  if (!(template instanceof HTMLTemplateElement)) return;
  const elements = [...document.importNode(template.content, true).children];
  let started = false;
  const insert = () => {
    document.head.append(...elements.splice(0, 4));
    if (elements.length > 0) setTimeout(insert, 0);
  };
  const start = () => {
    if (started) return;
    started = true;
    // Loads the ICU data behind Intl beside the page (warm-intl.js); nothing waits for it.
    try {
      if (template.dataset.intlWorker) new Worker(template.dataset.intlWorker);
    } catch {
      // no worker: the page's first Intl object takes the time instead
    }
    insert();
  };
  if (document.visibilityState !== 'visible') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
