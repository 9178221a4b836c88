// Inlined in the <head> of every prerendered page that hydrates: from the first paint, a submit of the
// prerendered form is held (never posted by the browser itself) until the app takes it over (see main.tsx).
(function () {
  var held = null;
  function hold(event) {
    event.preventDefault();
    event.stopImmediatePropagation();
    held = event.target;
  }
  document.addEventListener('submit', hold, true);
  window.__releaseHeldSubmit = function () {
    document.removeEventListener('submit', hold, true);
    var form = held;
    held = null;
    return form;
  };
})();
