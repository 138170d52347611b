// Starts the app once its static shell has painted. The page's HTML holds its scripts (the entry
// and the route's chunks) in <template id="app-scripts">; this file, loaded with `defer`, puts
// them into the document in the task after the first frame, so that the shell's header, title and
// introduction paint from HTML and CSS alone, before any of the app's JavaScript is fetched or run.
// A page opened in the background paints no frame until it is shown, so it starts at once.
(() => {
  const template = document.getElementById('app-scripts');
  if (!(template instanceof HTMLTemplateElement)) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    document.head.append(document.importNode(template.content, true));
  };
  if (document.visibilityState !== 'visible') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
