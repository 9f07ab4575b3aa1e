// Added by serve.ts as the first script of every H5 shell it serves: the document-start hook
// a real app has (WKUserScript .atDocumentStart, addJavascriptInterface before loadUrl).
// Outside the simulator's frame it does nothing.
(function () {
  // served from the offline package: say so, as an app does (bridge/CONTRACT.md §10)
  var pkg = /[?&]package=([^&]+)/.exec((document.currentScript && document.currentScript.src) || '');
  if (pkg) window.h5OfflinePackage = decodeURIComponent(pkg[1]);
  var host = null;
  try {
    host = window.parent !== window ? window.parent.__nativeHost : null;
  } catch (_e) {
    host = null; // a cross-origin parent: not our simulator
  }
  if (host && typeof host.attach === 'function') host.attach(window);
})();
