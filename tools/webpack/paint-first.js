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
  // shell never take them (its script failed), the browser gets them back after EARLY_HOLD_MS.
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
  var giveBack = setTimeout(function () {
    take().forEach(function (action) {
      if (!action.form) return action.target.isConnected && action.target.click();
      if (!action.form.isConnected) return;
      var submitter = action.submitter && action.submitter.form === action.form && action.submitter.type === 'submit' ? action.submitter : null;
      action.form.requestSubmit(submitter);
    });
  }, EARLY_HOLD_MS);
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
      document.head.appendChild(script);
    });
  }
  // After the next frame has painted; a hidden tab paints no frames, so it starts at once.
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
  // Whatever happens to frames, the page never waits long for its scripts.
  setTimeout(start, 1000);
})();
