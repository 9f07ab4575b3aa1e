// Added by serve.ts as the first script of every H5 shell it serves: the document-start hook
// a real app has (WKUserScript .atDocumentStart, addJavascriptInterface before loadUrl).
// Outside the simulator's frame it only lets go of what the simulator kept for the page.
(function () {
  var src = (document.currentScript && document.currentScript.src) || '';
  var param = function (name) {
    var m = new RegExp('[?&]' + name + '=([^&]+)').exec(src);
    return m ? decodeURIComponent(m[1]) : null;
  };
  // served from the offline package: say so, as an app does (bridge/CONTRACT.md §10)
  var pkg = param('package');
  if (pkg) window.h5OfflinePackage = pkg;
  // the version stays for this page until its WebView says it is open (webviews.ts)
  var hold = param('hold');
  var host = null;
  try {
    host = window.parent !== window ? window.parent.__nativeHost : null;
  } catch (_e) {
    host = null; // a cross-origin parent: not our simulator
  }
  if (host && typeof host.attach === 'function') host.attach(window, hold);
  // a page in no simulator frame is no WebView: nothing need stay for it
  else if (hold && navigator.sendBeacon) navigator.sendBeacon('/examples/native-host/webviews', JSON.stringify({ release: hold }));
})();
