/* global document, requestAnimationFrame, window */
// Loads the page's scripts once the server-rendered page has painted (PaintFirstPlugin): their
// list is the JSON block #after-paint; the site server adds the scripts of the remotes the page
// mounts as JSON lists marked data-after-paint, preloaded then too. Kept small and plain: it runs
// before anything else.
(function () {
  // A click or a submit in the page's scripted parts (a remote's server HTML, the cookie banner)
  // before the shell's script has run would be lost: a button has no handler yet. They are kept
  // here, in order, and the shell takes them (window.__riviereEarlyActions, read by `takeEarlyActions`
  // in @riviere/mf-contract/pre-hydration) and hands them to the part once it is live. Should the
  // shell never take them, the browser gets them back: at once when one of its scripts fails to
  // load, else after EARLY_HOLD_MS (a script that loaded but failed before taking them).
  var HOSTS = '[data-remote-host], [data-widget-host], .cookie-banner';
  var CONTROLS = 'button, [role="button"], input[type="submit"], input[type="button"], input[type="image"]';
  var EARLY_HOLD_MS = 10000;
  var early = [];
  function keep(event) {
    var target = event.target;
    if (!target || typeof target.closest !== 'function') return;
    var element = event.type === 'submit' ? target : target.closest(CONTROLS);
    if (!element || !element.closest(HOSTS)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    early.push(event.type === 'submit' ? { form: element, submitter: event.submitter || null } : { target: element });
  }
  function take() {
    document.removeEventListener('click', keep, true);
    document.removeEventListener('submit', keep, true);
    clearTimeout(giveBack);
    window.__riviereEarlyActions = function () {
      return [];
    };
    return early.splice(0);
  }
  document.addEventListener('click', keep, true);
  document.addEventListener('submit', keep, true);
  function giveBackAll() {
    take().forEach(function (action) {
      if (!action.form) return action.target.isConnected && action.target.click();
      if (!action.form.isConnected) return;
      var submitter = action.submitter && action.submitter.form === action.form && action.submitter.type === 'submit' ? action.submitter : null;
      action.form.requestSubmit(submitter);
    });
  }
  var giveBack = setTimeout(giveBackAll, EARLY_HOLD_MS);
  window.__riviereEarlyActions = take;

  var block = document.getElementById('after-paint');
  var files = block ? JSON.parse(block.textContent) : { scripts: [], preloads: [] };
  Array.prototype.forEach.call(document.querySelectorAll('script[data-after-paint]'), function (list) {
    try {
      files.preloads = files.preloads.concat(JSON.parse(list.textContent));
    } catch {
      // A list that does not parse is only a hint lost: the shell loads the remote anyway.
    }
  });
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
      script.onerror = function () {
        if (window.__riviereEarlyActions === take) giveBackAll();
      };
      document.head.appendChild(script);
    });
  }
  // Once the browser reports the first paint (Paint Timing's first-contentful-paint, given once the
  // frame is on screen); where it cannot, after the next frame. A request started before then
  // competes with the paint for the network, and a page with all its content in the HTML never
  // needs it sooner. A hidden tab paints no frames, so it starts at once.
  var Observer = window.PerformanceObserver;
  var reportsPaint = typeof Observer === 'function' && (Observer.supportedEntryTypes || []).indexOf('paint') !== -1;
  if (document.visibilityState === 'hidden' || (!reportsPaint && typeof requestAnimationFrame !== 'function')) start();
  else if (reportsPaint) {
    var observer = new Observer(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(function () { setTimeout(start, 0); });
  // Whatever happens to frames, the page never waits long for its scripts.
  setTimeout(start, 1000);
})();
