/*
 * The host side of the widget events (docs/embedding.md "Events"): logs fx:ready, fx:error,
 * fx:quote and fx:checkout into the page's panel. A file, not an inline script, because the
 * platform serves this site with `script-src 'self'`.
 */
(function () {
  'use strict';

  var log;
  var cancel;
  // Lines that arrive before the panel exists (the listener is attached in <head>).
  var pending = [];

  function time() {
    return new Date().toLocaleTimeString();
  }

  /** Adds one line to the panel, newest first; text only (detail values are never HTML). */
  function write(name, text) {
    if (!log) {
      pending.push([name, text, time()]);
      return;
    }
    show(name, text, time());
  }

  function show(name, text, at) {
    var empty = log.querySelector('.empty');
    if (empty) empty.remove();
    var item = document.createElement('li');
    var label = document.createElement('b');
    label.textContent = name;
    item.append(at + ' ', label, ' ' + text);
    log.prepend(item);
  }

  function describe(event) {
    var detail = event.detail || {};
    switch (event.type) {
      case 'fx:ready':
        return detail.widget + ' · ' + detail.correspondent.name;
      case 'fx:error':
        return detail.widget + ' · ' + detail.identifier + ' · ' + detail.reason;
      case 'fx:quote':
        return (
          'total ' +
          detail.total +
          ' ' +
          detail.currency +
          ' · ' +
          detail.foreignCurrency +
          ' · quotation ' +
          detail.id +
          ' · expires ' +
          detail.expiresAt
        );
      case 'fx:checkout':
        return detail.simulator + ' · quotation ' + detail.quotationId + ' · ' + detail.url;
      default:
        return JSON.stringify(detail);
    }
  }

  function onEvent(event) {
    // Before the panel exists the checkbox is unread; it starts checked, so cancel then too.
    if (event.type === 'fx:checkout' && (!cancel || cancel.checked)) {
      // Cancelling keeps the customer here; a real site would navigate to detail.url itself.
      event.preventDefault();
      write(event.type, describe(event) + ' (cancelled: staying on this page)');
      return;
    }
    write(event.type, describe(event));
  }

  // Listen at once (the widget may fire before DOMContentLoaded); the panel is looked up later.
  ['fx:ready', 'fx:error', 'fx:quote', 'fx:checkout'].forEach(function (name) {
    document.addEventListener(name, onEvent);
  });

  document.addEventListener('DOMContentLoaded', function () {
    log = document.getElementById('event-log');
    cancel = document.getElementById('cancel-checkout');
    pending.forEach(function (line) {
      show(line[0], line[1], line[2]);
    });
    pending = [];
    var clear = document.getElementById('clear-log');
    if (clear) {
      clear.addEventListener('click', function () {
        log.replaceChildren();
      });
    }
  });
})();
