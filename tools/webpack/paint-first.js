/* global document, requestAnimationFrame */
// Loads the page's scripts once the server-rendered page has painted (PaintFirstPlugin): their
// list is the JSON block #after-paint. Kept small and plain: it runs before anything else.
(function () {
  var block = document.getElementById('after-paint');
  var files = block ? JSON.parse(block.textContent) : { scripts: [], preloads: [] };
  var started = false;
  function start() {
    if (started) return;
    started = true;
    files.preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'script');
      link.href = href;
      document.head.appendChild(link);
    });
    files.scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false; // in order, like defer
      document.head.appendChild(script);
    });
  }
  // After the next frame has painted; a hidden tab paints no frames, so it starts at once.
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
  // Whatever happens to frames, the page never waits long for its scripts.
  setTimeout(start, 1000);
})();
