// Added by serve.ts as the first script of every H5 shell it serves: the document-start hook
// a real app has (WKUserScript .atDocumentStart, addJavascriptInterface before loadUrl).
// Outside the simulator's frame it does nothing.
(function () {
  var host = null;
  try {
    host = window.parent !== window ? window.parent.__nativeHost : null;
  } catch (_e) {
    host = null; // a cross-origin parent: not our simulator
  }
  if (host && typeof host.attach === 'function') host.attach(window);
})();
